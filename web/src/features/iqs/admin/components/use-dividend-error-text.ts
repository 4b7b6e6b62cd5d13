import { dividendRefusalReasonSchema, type DividendRefusalReason } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from './use-error-text.js'

const isRefusal = (reason: unknown): reason is DividendRefusalReason =>
  dividendRefusalReasonSchema.safeParse(reason).success

/**
 * The text of a failed dividend call. A refusal (DIVIDEND_REFUSED, 409) says which rule, "The
 * record date is not over yet: the entitlements cannot be fixed", from its `details.reason`; any
 * other failure is worded as every admin error (use-error-text.ts), else by `fallbackKey`.
 *
 * @example
 * onError: (error) => setRefusal(dividendErrorText(error, 'dividends.errors.fix'))
 */
export function useDividendErrorText() {
  const { t } = useTranslation('iqs-admin')
  const errorText = useErrorText()
  return (error: unknown, fallbackKey: string): string => {
    if (error instanceof ApiError && error.code === 'DIVIDEND_REFUSED') {
      const reason = (error.details as { reason?: unknown } | undefined)?.reason
      if (isRefusal(reason)) return t(`dividends.refused.${reason}`)
    }
    return errorText(error, fallbackKey)
  }
}
