import { iqstemMessages } from '@iqs/protocol'
import type { TFunction } from 'i18next'

/** Refusals the forms set themselves from the api's answer (409 LEAD_DUPLICATE names the field). */
export const SERVER_MESSAGES = {
  duplicateCompany: 'duplicateCompany',
  duplicateContact: 'duplicateContact',
} as const

const KEYS = new Set<string>([...Object.values(iqstemMessages), ...Object.values(SERVER_MESSAGES)])

/**
 * A field's refusal in the reader's language: the IQStem schemas' messages are keys of
 * `invalid.*`. A refusal without one of them (zod's own codes: no choice made in a select, a phone
 * number the union refused) reads the field's own hint when it has one (`fallback`), else "check
 * this field".
 */
export function iqstemFieldMessage(
  t: TFunction,
  error: { message?: string } | undefined,
  fallback: string = 'generic',
): string | undefined {
  if (!error) return undefined
  const message = error.message ?? ''
  return t(`network-iqstem:invalid.${KEYS.has(message) ? message : fallback}`)
}
