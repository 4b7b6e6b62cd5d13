import { useTranslation } from 'react-i18next'
import { useCashPosition } from '../api/get-cash-position.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatDecimal } from '../../market/utils/money.js'
import './cash-position.css'

/**
 * The euro side of a market beside the tokens (issue 14): owed for what I bought and have not paid,
 * paid and waiting for the tokens, due to me for what I sold, and what my open buys commit (price x
 * remaining plus the fee). Euros are settled outside the platform: these are commitments, not a
 * balance, and the note says so.
 */
export function CashPosition({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const position = useCashPosition(instrument).data
  const eur = (amount: string | undefined) => (amount === undefined ? '—' : `${formatDecimal(amount, lng)} €`)
  return (
    <div className="cash-position" aria-labelledby="cash-title" role="group">
      <h3 id="cash-title" className="cash-position__title">
        {t('cash.title')}
      </h3>
      <dl>
        <dt>{t('cash.owed', { count: position?.owed_trades ?? 0 })}</dt>
        <dd data-testid="cash-owed">{eur(position?.owed)}</dd>
        <dt>{t('cash.paid', { count: position?.paid_trades ?? 0 })}</dt>
        <dd data-testid="cash-paid">{eur(position?.paid)}</dd>
        <dt>{t('cash.due', { count: position?.due_trades ?? 0 })}</dt>
        <dd data-testid="cash-due">{eur(position?.due)}</dd>
        <dt>{t('cash.committed', { count: position?.committed_orders ?? 0 })}</dt>
        <dd data-testid="cash-committed">{eur(position?.committed)}</dd>
      </dl>
      <p className="muted cash-position__note">{t('cash.note')}</p>
    </div>
  )
}
