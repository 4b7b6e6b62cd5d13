import { formatEur, formatQuantity, type CommissionLedger } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The ledger's totals as tiles, the first thing the page says: earned, paid in euros, paid in IQS
 * tokens (how many, and their value when paid), still due, and the IQS tokens I hold now.
 */
export function CommissionTotals({ ledger }: { ledger: CommissionLedger }) {
  const { t, i18n } = useTranslation('network-iqstem')
  const language = i18n.language
  const { totals } = ledger
  const tiles: [string, string, ReactNode][] = [
    ['accrued', t('commissions.totals.accrued'), formatEur(totals.accrued_eur, language)],
    ['cash', t('commissions.totals.paidCash'), formatEur(totals.paid_cash_eur, language)],
    [
      'tokens',
      t('commissions.totals.paidTokens'),
      <>
        {t('commissions.tokens', {
          count: Number(totals.paid_tokens),
          tokens: formatQuantity(totals.paid_tokens, language),
        })}
        <span className="iqstem-totals__sub">
          {t('commissions.totals.tokenValue', { value: formatEur(totals.paid_token_value_eur, language) })}
        </span>
      </>,
    ],
    ['outstanding', t('commissions.totals.outstanding'), formatEur(totals.outstanding_eur, language)],
    [
      'held',
      t('commissions.totals.held'),
      t('commissions.tokens', {
        count: Number(ledger.iqs_tokens_held),
        tokens: formatQuantity(ledger.iqs_tokens_held, language),
      }),
    ],
  ]
  return (
    <section aria-labelledby="commission-totals-title">
      <h3 id="commission-totals-title">{t('commissions.totals.title')}</h3>
      <dl className="iqstem-totals">
        {tiles.map(([key, label, value]) => (
          <div key={key} className="card iqstem-totals__tile">
            <dt>{label}</dt>
            <dd data-total={key}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
