import type { Side } from '@iqs/engine'
import type { Selectable } from 'kysely'
import { foldingProjection } from '../../platform/projections/row-sink.js'
import { marketEvents } from './market-event.js'
import type { IqsBookLevelsTable } from './market-tables.js'

type LevelRow = Selectable<IqsBookLevelsTable>

/** The book's price levels (quantity and order count), as committed events left them. */
export const bookLevelsProjection = foldingProjection({
  name: 'iqs-book-levels',
  tables: ['iqs_book_levels'],
  async fold(sink, recorded) {
    const events = marketEvents(recorded)
    const levels = sink.table<LevelRow>('iqs_book_levels', 'id')
    const changes: { instrument: string; side: Side; price: number; quantity: number; orders: number }[] = []
    for (const { instrument, event } of events) {
      switch (event.type) {
        case 'OrderRested':
          changes.push({
            instrument,
            side: event.side,
            price: event.price,
            quantity: event.quantity,
            orders: 1,
          })
          break
        case 'TradeExecuted': {
          const side: Side = event.takerSide === 'BUY' ? 'SELL' : 'BUY'
          const gone = event.makerRemaining === 0 ? 1 : 0
          changes.push({ instrument, side, price: event.price, quantity: -event.quantity, orders: -gone })
          break
        }
        case 'OrderCancelled':
          changes.push({
            instrument,
            side: event.side,
            price: event.price,
            quantity: -event.quantity,
            orders: -1,
          })
          break
        case 'OrderAmended':
          changes.push(
            {
              instrument,
              side: event.side,
              price: event.previousPrice,
              quantity: -event.previousQuantity,
              orders: -1,
            },
            { instrument, side: event.side, price: event.price, quantity: event.quantity, orders: 1 },
          )
          break
        default:
          break
      }
    }
    const keyOf = (c: { instrument: string; side: Side; price: number }) =>
      `${c.instrument}:${c.side}:${c.price}`
    await levels.load(changes.map(keyOf))
    for (const change of changes) {
      const id = keyOf(change)
      const row = levels.get(id)
      levels.set({
        id,
        instrument: change.instrument,
        side: change.side,
        price: change.price,
        quantity: (row?.quantity ?? 0) + change.quantity,
        orders: (row?.orders ?? 0) + change.orders,
      })
    }
    // Emptied levels are removed rather than kept at zero (checked once per batch, as they were).
    for (const id of new Set(changes.map(keyOf))) if (levels.get(id)?.quantity === 0) levels.delete(id)
  },
})
