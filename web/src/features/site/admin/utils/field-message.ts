import { siteAdminMessages } from '@iqs/protocol'
import type { TFunction } from 'i18next'
import type { FieldError } from 'react-hook-form'

const KEYS = new Set<string>(Object.values(siteAdminMessages))

/**
 * A field's refusal in the reader's language: the protocol schemas' messages are keys of
 * `invalid.*`; zod's own (a wrong type, an unknown choice) read as "check this field".
 */
export function fieldMessage(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined
  const message = error.message ?? ''
  if (KEYS.has(message)) return t(`invalid.${message}`)
  if (error.type === 'too_small') return t('invalid.required')
  if (error.type === 'too_big') return t('invalid.tooLong')
  return t('invalid.generic')
}
