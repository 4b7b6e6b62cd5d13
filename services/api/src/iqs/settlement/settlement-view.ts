import {
  commission,
  netOfFee,
  normalizeEur,
  totalEur,
  unitsToEur,
  type AdminSettlement,
  type ChainTx,
  type MemberSettlement,
} from '@iqs/protocol'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { settlementChainTxs } from '../chain/chain-tx-view.js'
import type { Party } from '../share-owners/trader-parties.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { P2P_ORDER_PREFIX, type IqsTradesTable } from '../market-projections/market-tables.js'
import type { IqsSettlementsTable } from './settlements.table.js'

export type TradeRow = Selectable<IqsTradesTable>
export type SettlementRow = Selectable<IqsSettlementsTable>

export const tradeType = (trade: TradeRow): 'BOOK' | 'P2P' =>
  trade.buy_order_id.startsWith(P2P_ORDER_PREFIX) ? 'P2P' : 'BOOK'

/** Units x unit price in euros, exact, with the market's decimals (at least cents). */
export const tradeTotal = (trade: TradeRow): string =>
  totalEur(trade.price, trade.quantity, priceDecimalsOf(trade.instrument))

/** The trade's unit price in euros, with the market's decimals. */
export const tradePrice = (trade: TradeRow): string =>
  unitsToEur(trade.price, priceDecimalsOf(trade.instrument))

/** A trade, its settlement steps and, once accepted, its chain transaction. */
export interface TradeInSettlement {
  trade: TradeRow
  steps: SettlementRow | undefined
  chain: ChainTx | null
}

/** The trades (of one trader, or all) with their settlement steps and chain transactions, newest first. */
export async function tradesInSettlement(
  db: Kysely<Database>,
  filter: { traderId?: string; status?: TradeRow['settlement_status']; tradeId?: string } = {},
): Promise<TradeInSettlement[]> {
  let query = db.selectFrom('iqs_trades').selectAll()
  const { traderId, status, tradeId } = filter
  if (traderId !== undefined)
    query = query.where((eb) => eb.or([eb('buyer_id', '=', traderId), eb('seller_id', '=', traderId)]))
  if (status) query = query.where('settlement_status', '=', status)
  if (tradeId !== undefined) query = query.where('trade_id', '=', tradeId)
  const trades = await query.orderBy('position', 'desc').limit(1000).execute()
  const steps = trades.length
    ? await db
        .selectFrom('iqs_settlements')
        .selectAll()
        .where(
          'trade_id',
          'in',
          trades.map((t) => t.trade_id),
        )
        .execute()
    : []
  const byId = new Map(steps.map((s) => [s.trade_id, s]))
  const chain = await settlementChainTxs(
    db,
    steps.filter((s) => s.decision === 'ACCEPTED').map((s) => s.trade_id),
  )
  return trades.map((trade) => ({
    trade,
    steps: byId.get(trade.trade_id),
    chain: chain.get(trade.trade_id) ?? null,
  }))
}

/** A trade in settlement as one of its parties sees it (spec §3 "Settlement (member)"). */
export function toMemberSettlement(
  { trade, steps, chain }: TradeInSettlement,
  viewerId: string,
): MemberSettlement {
  const buying = trade.buyer_id === viewerId
  const total = tradeTotal(trade)
  const fee = normalizeEur(buying ? trade.buyer_fee : trade.seller_fee)
  return {
    transaction: trade.trade_id,
    instrument: trade.instrument,
    type: tradeType(trade),
    side: buying ? 'BUY' : 'SELL',
    quantity: String(trade.quantity),
    unitPrice: tradePrice(trade),
    totalValue: total,
    fee,
    netValue: netOfFee(buying ? 'BUY' : 'SELL', total, fee),
    validatedByBuyer: !!steps?.buyer_validated_at,
    validatedBySeller: !!steps?.seller_validated_at,
    eurosReceived: !!steps?.euros_received_at,
    tokensTransferred: trade.settlement_status === 'SETTLED',
    status: trade.settlement_status,
    signature: steps?.signature ?? null,
    signedPayload: steps?.signed_payload ?? null,
    executedAt: new Date(trade.executed_at).toISOString(),
    chain,
  }
}

/** A trade in the admins' validation queue (spec §3 "Settlement (admin)"). */
export function toAdminSettlement(
  { trade, steps, chain }: TradeInSettlement,
  parties: ReadonlyMap<string, Party>,
): AdminSettlement {
  const party = (id: string): Party => parties.get(id) ?? { id: Number(id) || 0, name: id, email: '' }
  return {
    tradeId: trade.trade_id,
    instrument: trade.instrument,
    buyer: party(trade.buyer_id),
    seller: party(trade.seller_id),
    type: tradeType(trade),
    registeredAt: new Date(trade.executed_at).toISOString(),
    units: String(trade.quantity),
    unitPrice: tradePrice(trade),
    commission: commission(trade.buyer_fee, trade.seller_fee),
    total: tradeTotal(trade),
    validatedByBuyer: !!steps?.buyer_validated_at,
    validatedBySeller: !!steps?.seller_validated_at,
    eurosReceived: !!steps?.euros_received_at,
    status: trade.settlement_status,
    decidedAt: steps?.decided_at ? new Date(steps.decided_at).toISOString() : null,
    chain,
  }
}
