import { useConversions } from '../api/conversions.js'
import { useProfile } from '../api/get-profile.js'
import { useMyOrders } from '../api/get-my-orders.js'
import { useProposals } from '../api/p2p.js'
import { useSettlements } from '../api/settlements.js'
import type { Instrument } from '../../market/utils/instrument.js'

const sum = (values: string[]) => values.reduce((total, v) => total + Number(v), 0)

/** My tokens of a market, bucket by bucket, as the balances panel and the order form's shortcuts use them. */
export interface TokenBalances {
  /** Everything I hold (the profile counts every bucket). */
  held: number
  /** Reserved by my resting sell orders. */
  inOrders: number
  /** Sold trades, P2P offers and conversions not yet decided. */
  inSettlement: number
  /** The rest: what I may sell now. */
  available: number
  /** The profile's value of what I hold, in euros, when known. */
  value: string | undefined
}

/**
 * My tokens of a market from the profile, my open orders, settlements, P2P proposals and
 * conversions. Whole tokens: plain integer sums are exact.
 */
export function useTokenBalances(instrument: Instrument): TokenBalances {
  const profile = useProfile().data
  const orders = useMyOrders().data ?? []
  const settlements = useSettlements().data ?? []
  const proposals = useProposals().data ?? []
  const conversions = useConversions().data ?? []
  const held = Number(instrument === 'IQS' ? (profile?.iqs_shares ?? 0) : (profile?.ost_shares ?? 0))
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
  return {
    held,
    inOrders,
    inSettlement,
    available: Math.max(0, held - inOrders - inSettlement),
    value: instrument === 'IQS' ? profile?.iqs_value_eur : profile?.ost_value_eur,
  }
}
