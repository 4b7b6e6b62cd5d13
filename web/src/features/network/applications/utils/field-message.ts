import { applicationMessages, onboardingMessages } from '@iqs/protocol'
import type { TFunction } from 'i18next'

/**
 * The application schema's refusals by their translation key under `invalid.`: the cover
 * message's key is its own, the rate and date keep onboarding's English texts.
 */
const KEYS = new Map<string, string>([
  [applicationMessages.coverMessage, 'coverMessage'],
  [onboardingMessages.dayRate, 'dayRate'],
  [onboardingMessages.date, 'date'],
])

/** A field's refusal in the reader's language; anything unknown reads "check this field". */
export function applicationFieldMessage(t: TFunction, error: { message?: string } | undefined) {
  if (!error) return undefined
  return t(`invalid.${KEYS.get(error.message ?? '') ?? 'generic'}`)
}
