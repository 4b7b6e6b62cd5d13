import { formatEur, formatQuantity, type CommissionLedger } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A member's ledger in figures: accrued, paid in euros and in tokens (and their value), outstanding, held. */
export function LedgerTotals({ ledger }: { ledger: CommissionLedger }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const money = (eur: string) => formatEur(eur, i18n.language)
  const tiles: [string, string, string][] = [
    ['accrued', t('ledger.accrued'), money(ledger.totals.accrued_eur)],
    ['paid-cash', t('ledger.paidCash'), money(ledger.totals.paid_cash_eur)],
    [
      'paid-tokens',
      t('ledger.paidTokens'),
      t('ledger.tokensValue', {
        tokens: formatQuantity(ledger.totals.paid_tokens, i18n.language),
        value: money(ledger.totals.paid_token_value_eur),
      }),
    ],
    ['outstanding', t('ledger.outstanding'), money(ledger.totals.outstanding_eur)],
    ['held', t('ledger.held'), formatQuantity(ledger.iqs_tokens_held, i18n.language)],
  ]
  return (
    <dl className="iqstem-tiles">
      {tiles.map(([key, label, value]) => (
        <div key={key} className="card">
          <dt>{label}</dt>
          <dd data-figure={key}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
