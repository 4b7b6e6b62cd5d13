import { settlementNotReadyDetailsSchema } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../../../../lib/api-client.js'
import { useErrorText } from './use-error-text.js'

/** The language's way of joining a list: "a, b and c" / "a, b et c". */
const listFormat = (language: string) =>
  new Intl.ListFormat(language.startsWith('fr') ? 'fr-FR' : 'en-GB', { type: 'conjunction' })

/**
 * The toast text of a failed settlement action. An accept refused because steps are missing
 * (SETTLEMENT_NOT_READY, `details.missing` typed by the protocol) names them, "Cannot accept this
 * trade yet: the seller has not validated and the euros have not been received", so the admin
 * knows whom to chase; every other failure is worded as any admin error (use-error-text.ts).
 *
 * @example
 * onError: (error) => toast.error(settlementErrorText(error, 'settlement.errors.accept'))
 */
export function useSettlementErrorText() {
  const { t, i18n } = useTranslation('iqs-admin')
  const errorText = useErrorText()
  return (error: unknown, fallbackKey: string): string => {
    if (error instanceof ApiError && error.code === 'SETTLEMENT_NOT_READY') {
      const details = settlementNotReadyDetailsSchema.safeParse(error.details)
      if (details.success) {
        const steps = details.data.missing.map((step) => t(`settlement.missing.${step}`))
        return t('settlement.notReady', { steps: listFormat(i18n.language).format(steps) })
      }
    }
    return errorText(error, fallbackKey)
  }
}
