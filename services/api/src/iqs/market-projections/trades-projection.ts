import type { Selectable } from 'kysely'
import { foldingProjection } from '../../platform/projections/row-sink.js'
import { marketEvents } from './market-event.js'
import type { IqsTradesTable } from './market-tables.js'
import { P2P_ORDER_PREFIX } from './market-tables.js'

type TradeRow = Selectable<IqsTradesTable>

/** Every trade, from the book or a P2P deal, with where it is in settlement. */
export const tradesProjection = foldingProjection({
  name: 'iqs-trades',
  tables: ['iqs_trades'],
  async fold(sink, recorded) {
    const events = marketEvents(recorded)
    const trades = sink.table<TradeRow>('iqs_trades', 'trade_id')
    await trades.load(
      events.flatMap(({ event }) =>
        event.type === 'TradeSettled' || event.type === 'SettlementRejected' ? [event.tradeId] : [],
      ),
    )
    for (const { instrument, event, position, at } of events) {
      if (event.type === 'P2PTradeExecuted') {
        // A P2P deal has no orders: both order ids name its lock, which marks the trade as P2P.
        trades.set({
          trade_id: event.tradeId,
          instrument,
          price: event.price,
          quantity: event.quantity,
          buyer_id: event.buyerId,
          seller_id: event.sellerId,
          buy_order_id: P2P_ORDER_PREFIX + event.lockId,
          sell_order_id: P2P_ORDER_PREFIX + event.lockId,
          taker_side: 'BUY',
          buyer_fee: event.buyerFee,
          seller_fee: event.sellerFee,
          executed_at: at,
          settlement_status: 'PENDING',
          settled_at: null,
          position,
        })
      } else if (event.type === 'TradeExecuted') {
        trades.set({
          trade_id: event.tradeId,
          instrument,
          price: event.price,
          quantity: event.quantity,
          buyer_id: event.buyerId,
          seller_id: event.sellerId,
          buy_order_id: event.buyOrderId,
          sell_order_id: event.sellOrderId,
          taker_side: event.takerSide,
          buyer_fee: event.buyerFee,
          seller_fee: event.sellerFee,
          executed_at: at,
          settlement_status: 'PENDING',
          settled_at: null,
          position,
        })
      } else if (event.type === 'TradeSettled' || event.type === 'SettlementRejected') {
        const row = trades.get(event.tradeId)
        if (!row)
          throw new Error(`Trade ${event.tradeId} settled before it was executed (position ${position})`)
        trades.set({
          ...row,
          settlement_status: event.type === 'TradeSettled' ? 'SETTLED' : 'REJECTED',
          settled_at: at,
        })
      }
    }
  },
})
