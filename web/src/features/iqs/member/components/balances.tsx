import { useTranslation } from 'react-i18next'
import { useConversions } from '../api/conversions.js'
import { useProfile } from '../api/get-profile.js'
import { useMyOrders } from '../api/get-my-orders.js'
import { useProposals } from '../api/p2p.js'
import { useSettlements } from '../api/settlements.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'

const sum = (values: string[]) => values.reduce((total, v) => total + Number(v), 0)

/**
 * My tokens of a market: what I hold (the profile counts everything), what my resting sell orders
 * reserve, what waits in settlement (sold trades, P2P offers and conversions not yet decided), and
 * the rest, available to trade. Whole tokens: plain integer sums are exact.
 */
export function Balances({ instrument }: { instrument: Instrument }) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const profile = useProfile().data
  const orders = useMyOrders().data ?? []
  const settlements = useSettlements().data ?? []
  const proposals = useProposals().data ?? []
  const conversions = useConversions().data ?? []
  const held = Number(instrument === 'IQS' ? (profile?.iqs_shares ?? 0) : (profile?.ost_shares ?? 0))
  const value = instrument === 'IQS' ? profile?.iqs_value_eur : profile?.ost_value_eur
  const inOrders = sum(
    orders.filter((o) => o.instrument === instrument && o.side === 'SELL').map((o) => o.remaining),
  )
  const inSettlement =
    sum(
      settlements
        .filter((s) => s.instrument === instrument && s.side === 'SELL' && s.status === 'PENDING')
        .map((s) => s.quantity),
    ) +
    sum(
      proposals
        .filter((p) => p.instrument === instrument && p.direction === 'OUT' && p.status === 'PROPOSED')
        .map((p) => p.quantity),
    ) +
    (instrument === 'IQS' ? sum(conversions.filter((c) => c.status === 'PENDING').map((c) => c.quantity)) : 0)
  const available = Math.max(0, held - inOrders - inSettlement)
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
    </section>
  )
}
