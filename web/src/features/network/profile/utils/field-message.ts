import { contactMessages, profileMessages } from '@iqs/protocol'
import type { FieldError } from 'react-hook-form'
import type { TFunction } from 'i18next'

const KEYS = new Set<string>(Object.values(profileMessages))

/**
 * A field's refusal in the reader's language: the protocol schemas' messages are keys of
 * `invalid.*`; the address schema's are zod's own (an empty part is `too_small`) or the contact
 * texts; anything else is the generic "check this field".
 */
export function fieldMessage(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined
  const message = error.message ?? ''
  if (KEYS.has(message)) return t(`invalid.${message}`)
  if (message === contactMessages.countryInvalid) return t('invalid.country')
  if (error.type === 'too_small') return t('invalid.required')
  if (error.type === 'too_big') return t('invalid.tooLong')
  return t('invalid.generic')
}
