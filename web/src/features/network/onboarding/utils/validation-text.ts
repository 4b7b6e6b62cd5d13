import { contactMessages, onboardingMessages } from '@iqs/protocol'
import type { TFunction } from 'i18next'

/** The protocol's English texts, by the key of their translation under `validation.`. */
const KEYS = new Map<string, string>([
  ...Object.entries(onboardingMessages).map(([key, text]) => [text, key] as [string, string]),
  ...Object.entries(contactMessages).map(([key, text]) => [text, key] as [string, string]),
])

/**
 * A field's refusal in the reader's language: the schemas (shared with the api) word their
 * refusals in English; each known text has its translation, anything else a generic one.
 */
export function validationText(t: TFunction<'network-onboarding'>, message: string | undefined) {
  if (!message) return undefined
  const key = KEYS.get(message)
  return key ? t(`validation.${key}` as 'validation.invalid') : t('validation.invalid')
}
