import type { EngineEvent, Instrument } from '@iqs/engine'
import { unitsToEur, type Order } from '@iqs/protocol'
import type { Selectable } from 'kysely'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import type { IqsOrdersTable } from '../market-projections/market-tables.js'

/** An order row of the read model as its trader sees it (no fills: those are in the trades). */
export function orderFromRow(row: Selectable<IqsOrdersTable>): Order {
  return {
    id: row.order_id,
    instrument: row.instrument as Instrument,
    side: row.side as Order['side'],
    order_type: row.order_type as Order['order_type'],
    time_in_force: row.time_in_force,
    post_only: row.post_only,
    price: row.price === null ? null : unitsToEur(row.price, priceDecimalsOf(row.instrument)),
    quantity: String(row.quantity),
    filled: String(row.filled),
    remaining: String(row.remaining),
    status: row.status,
    end_reason: row.end_reason,
    created_at: new Date(row.created_at).toISOString(),
    fills: [],
  }
}

/**
 * A new order as its command's events left it: accepted, its fills on arrival, then rested or
 * expired. Answered at once, without waiting for the read model.
 */
export function orderFromEvents(instrument: Instrument, events: readonly EngineEvent[]): Order | undefined {
  const accepted = events.find((e) => e.type === 'OrderAccepted')
  if (!accepted || accepted.type !== 'OrderAccepted') return undefined
  const priceDecimals = priceDecimalsOf(instrument)
  const fills: Order['fills'] = []
  let filled = 0
  let status: Order['status'] = 'NEW'
  let endReason: string | null = null
  for (const event of events) {
    if (event.type === 'TradeExecuted' && event.takerOrderId === accepted.orderId) {
      filled += event.quantity
      fills.push({
        trade_id: event.tradeId,
        price: unitsToEur(event.price, priceDecimals),
        quantity: String(event.quantity),
        fee: accepted.side === 'BUY' ? event.buyerFee : event.sellerFee,
      })
    } else if (event.type === 'OrderRested' && event.orderId === accepted.orderId) {
      status = filled > 0 ? 'PARTIALLY_FILLED' : 'OPEN'
    } else if (event.type === 'OrderExpired' && event.orderId === accepted.orderId) {
      status = 'EXPIRED'
      endReason = event.reason
    }
  }
  if (filled === accepted.quantity) status = 'FILLED'
  return {
    id: accepted.orderId,
    instrument,
    side: accepted.side,
    order_type: accepted.orderType,
    time_in_force: accepted.timeInForce,
    post_only: accepted.postOnly,
    price: accepted.price === null ? null : unitsToEur(accepted.price, priceDecimals),
    quantity: String(accepted.quantity),
    filled: String(filled),
    remaining: String(status === 'OPEN' || status === 'PARTIALLY_FILLED' ? accepted.quantity - filled : 0),
    status,
    end_reason: endReason,
    created_at: new Date(accepted.at).toISOString(),
    fills,
  }
}
