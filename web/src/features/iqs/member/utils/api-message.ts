import i18n from 'i18next'
import { ApiError } from '../../../../lib/api-client.js'

/**
 * The member area's own text for the api's error code (`errors.<CODE>` in iqs-member), in the
 * visitor's language, when it has one: e.g. 503 MARKET_WRITER_STANDBY, "please retry".
 */
export function codeMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const key = `errors.${error.code}`
  return i18n.exists(key, { ns: 'iqs-member' }) ? i18n.t(key, { ns: 'iqs-member' }) : undefined
}

/** The api's own message (the spec's texts come from it), or the spec's fallback for that action. */
export function apiMessage(error: unknown, fallback: string): string {
  const coded = codeMessage(error)
  if (coded) return coded
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message
  return fallback
}
