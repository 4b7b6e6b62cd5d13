import type { i18n as I18n } from 'i18next'
import { useTranslation } from 'react-i18next'
import { ApiError, type ApiErrorCode } from './api-client.js'

/**
 * Codes whose text says less than the action's own fallback: "Unable to process your order" tells
 * the reader more than "Internal server error". Every other code has a text that says what to do.
 */
const FALLBACK_FIRST: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'CONFLICT',
  'INTERNAL',
  'UNAVAILABLE',
  'HTTP',
  'INVALID_RESPONSE',
])

/** The details' words and numbers, for the text's `{{name}}` (a refusal's instrument, say). */
function textValues(details: unknown): Record<string, string | number> {
  if (typeof details !== 'object' || details === null) return {}
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(details))
    if (typeof value === 'string' || typeof value === 'number') values[name] = value
  return values
}

/**
 * The text of a failed call in the reader's language: the `errors` namespace's text of its code
 * (one per code of the api and of the client, in English and French), filled with the details'
 * parameters (`{{instrument}}`). The api's own message is English, for api users, and never shown.
 * `fallback`, the action's own text, wins for the vague codes (INTERNAL, HTTP...) and for
 * anything that is no ApiError.
 *
 * @example errorText(i18n, error, t('form.failed')) // 'Le prix actuel du jeton IQS est nul...'
 */
export function errorText(i18n: I18n, error: unknown, fallback?: string): string {
  const t = i18n.getFixedT(null, 'errors')
  if (
    error instanceof ApiError &&
    !(fallback !== undefined && FALLBACK_FIRST.has(error.code)) &&
    i18n.exists(error.code, { ns: 'errors' })
  )
    return t(error.code, textValues(error.details))
  return fallback ?? t('UNEXPECTED')
}

/**
 * `errorText` for a component: loads the `errors` texts with it (like any namespace, it suspends
 * until they are there) and follows the reader's language.
 *
 * @example
 * const errorText = useErrorText()
 * onError: (error) => toast.error(errorText(error, t('p2p.failed')))
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const { i18n } = useTranslation('errors')
  return (error, fallback) => errorText(i18n, error, fallback)
}
