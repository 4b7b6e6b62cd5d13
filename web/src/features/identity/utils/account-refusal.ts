import type { TFunction } from 'i18next'
import { ApiError } from '../../../lib/api-client.js'

/** `details` of the api's 400 PASSWORD_TOO_WEAK: the estimator's keys, not sentences. */
interface WeakPasswordDetails {
  warning?: string | null
  suggestions?: string[]
}

/**
 * The api's refusals a user can act on, in their language (the api's own
 * messages are English): a password too easy to guess, with the estimator's
 * main reason, and an account whose sign-ins are paused, with the minutes
 * left. Undefined for any other failure, which keeps its generic text.
 *
 * @example accountRefusal(new ApiError(429, 'ACCOUNT_THROTTLED', '...', { retryAfterSeconds: 120 }), t)
 * // 'Too many failed sign-ins for this account. Please retry in 2 minutes or reset your password.'
 */
export function accountRefusal(error: unknown, t: TFunction<'account'>): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  if (error.code === 'ACCOUNT_THROTTLED') {
    const seconds = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds
    const count = typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : 1
    return t('errors.accountThrottled', { count })
  }
  if (error.code === 'PASSWORD_TOO_WEAK') {
    const details = (error.details ?? {}) as WeakPasswordDetails
    // The warning says what is wrong; without one, the first suggestion says what to do.
    const reason = details.warning
      ? t(`passwordFeedback.warnings.${details.warning}`, { defaultValue: '' })
      : t(`passwordFeedback.suggestions.${details.suggestions?.[0] ?? ''}`, { defaultValue: '' })
    return [t('errors.passwordTooWeak'), reason].filter(Boolean).join(' ')
  }
  return undefined
}
