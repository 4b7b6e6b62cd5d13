import type { Insertable, Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { foldingProjection, type SinkTable } from '../../platform/projections/row-sink.js'
import { marketEvents } from './market-event.js'
import type { IqsOrdersTable } from './market-tables.js'

type OrderRow = Selectable<IqsOrdersTable>

/** Every accepted order with its fills and status; refusals go to `iqs_order_rejections`. */
export const ordersProjection = foldingProjection({
  name: 'iqs-orders',
  tables: ['iqs_orders', 'iqs_order_rejections'],
  async fold(sink, recorded) {
    const events = marketEvents(recorded)
    const orders = sink.table<OrderRow>('iqs_orders', 'order_id')
    const touched: string[] = []
    for (const { event } of events) {
      if (event.type === 'TradeExecuted') touched.push(event.takerOrderId, event.makerOrderId)
      else if ('orderId' in event && event.type !== 'OrderAccepted') touched.push(event.orderId)
    }
    await orders.load(touched)
    const rejections: Insertable<Database['iqs_order_rejections']>[] = []

    for (const { instrument, event, position, at } of events) {
      switch (event.type) {
        case 'OrderAccepted':
          orders.set({
            order_id: event.orderId,
            instrument,
            trader_id: event.traderId,
            side: event.side,
            order_type: event.orderType,
            time_in_force: event.timeInForce,
            post_only: event.postOnly,
            price: event.price,
            quantity: event.quantity,
            filled: 0,
            remaining: event.quantity,
            status: 'NEW',
            end_reason: null,
            traded_value: 0,
            created_at: at,
            updated_at: at,
            last_position: position,
          })
          break
        case 'TradeExecuted':
          fill(orders, event.takerOrderId, event.takerRemaining, event.price, event.quantity, position, at)
          fill(orders, event.makerOrderId, event.makerRemaining, event.price, event.quantity, position, at)
          break
        case 'OrderRested': {
          const row = touch(orders, event.orderId, position, at)
          row.remaining = event.quantity
          row.status = row.filled > 0 ? 'PARTIALLY_FILLED' : 'OPEN'
          break
        }
        case 'OrderExpired':
        case 'OrderCancelled': {
          const row = touch(orders, event.orderId, position, at)
          row.remaining = 0
          row.status = event.type === 'OrderExpired' ? 'EXPIRED' : 'CANCELLED'
          row.end_reason = event.reason
          break
        }
        case 'OrderAmended': {
          const row = touch(orders, event.orderId, position, at)
          row.price = event.price
          row.remaining = event.quantity
          row.quantity = row.filled + event.quantity
          break
        }
        case 'OrderRejected':
          rejections.push({
            position,
            instrument,
            command: event.command,
            order_id: event.orderId,
            trader_id: event.traderId,
            reason: event.reason,
            message: legacyMessage(event),
            params: event.params ?? null,
            rejected_at: at,
          })
          break
        default:
          break
      }
    }
    sink.append('iqs_order_rejections', rejections)
  },
})

/** The order's row, stamped with the event's time and position and marked for writing; change it in place. */
function touch(orders: SinkTable<OrderRow>, orderId: string, position: number, at: Date): OrderRow {
  const row = orders.get(orderId)
  if (!row) throw new Error(`Order ${orderId} changed before it was accepted (position ${position})`)
  row.updated_at = at
  row.last_position = position
  orders.set(row)
  return row
}

function fill(
  orders: SinkTable<OrderRow>,
  orderId: string,
  remaining: number,
  price: number,
  quantity: number,
  position: number,
  at: Date,
): void {
  const row = touch(orders, orderId, position, at)
  row.filled += quantity
  row.remaining = remaining
  row.traded_value += price * quantity
  row.status = remaining === 0 ? 'FILLED' : 'PARTIALLY_FILLED'
}

/**
 * The English sentence of a refusal written before issue 13 (since then the engine writes a code and
 * its parameters, and clients word it): kept in its row so that an old log replays to the same rows.
 */
function legacyMessage(event: object): string | null {
  return 'message' in event && typeof event.message === 'string' ? event.message : null
}
