import { useTranslation } from 'react-i18next'
import { useTokenBalances } from '../hooks/use-token-balances.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'
import { CashPosition } from './cash-position.js'

/**
 * My tokens of a market: what I hold (the profile counts everything), what my resting sell orders
 * reserve, what waits in settlement (sold trades, P2P offers and conversions not yet decided), and
 * the rest, available to trade; and beside them my euros on that market (issue 14).
 */
export function Balances({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const { held, inOrders, inSettlement, available, value } = useTokenBalances(instrument)
  return (
    <section className="panel balances" aria-labelledby="balances-title">
      <header className="panel__head">
        <h2 id="balances-title">{t('balances.title', { instrument })}</h2>
      </header>
      <dl>
        <dt>{t('balances.available')}</dt>
        <dd data-testid="balance-available">{formatQuantity(available, lng)}</dd>
        <dt>{t('balances.inOrders')}</dt>
        <dd>{formatQuantity(inOrders, lng)}</dd>
        <dt>{t('balances.inSettlement')}</dt>
        <dd>{formatQuantity(inSettlement, lng)}</dd>
        <dt>{t('balances.total')}</dt>
        <dd>{formatQuantity(held, lng)}</dd>
        <dt>{t('balances.value')}</dt>
        <dd>{value ? `${formatDecimal(value, lng)} €` : '—'}</dd>
      </dl>
      <CashPosition instrument={instrument} />
    </section>
  )
}
