import { projectMessages } from '@iqs/protocol'
import type { TFunction } from 'i18next'

/** The publish check's mark on a field (422 PROJECT_INCOMPLETE), set by the form itself. */
export const MISSING_TO_PUBLISH = 'missing'

const KEYS = new Set<string>(Object.values(projectMessages))

/**
 * A field's refusal in the reader's language: the project schema's messages are keys of
 * `invalid.*`; a field the publish check named reads "needed to publish"; zod's own codes (an
 * invalid choice) fall back to "check this field".
 */
export function projectFieldMessage(
  t: TFunction,
  error: { message?: string } | undefined,
): string | undefined {
  if (!error) return undefined
  const message = error.message ?? ''
  if (message === MISSING_TO_PUBLISH) return t('form.missing')
  if (KEYS.has(message)) return t(`invalid.${message}`)
  return t('invalid.generic')
}
