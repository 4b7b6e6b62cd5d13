import type { EngineEvent } from '@iqs/engine'
import { unitsToEur, type MyOrderUpdate } from '@iqs/protocol'

/**
 * The member's own view of the engine's events about them, for `orders.me`: the same facts as the
 * REST answers (my order, my side, my fee), nothing about the other party of a trade. The writer
 * publishes a trade to both parties; each gets only their half of it. Prices are written with the
 * market's `priceDecimals`.
 *
 * @example myOrderUpdates('7', outcome.events, 2) // [{ kind: 'fill', side: 'BUY', fee: '1.00', ... }]
 */
export function myOrderUpdates(
  traderId: string,
  events: readonly EngineEvent[],
  priceDecimals: number,
): MyOrderUpdate[] {
  const updates: MyOrderUpdate[] = []
  const eur = (units: number | null) => (units === null ? null : unitsToEur(units, priceDecimals))
  for (const event of events) {
    const at = new Date(event.at).toISOString()
    switch (event.type) {
      case 'OrderAccepted':
        if (event.traderId === traderId)
          updates.push(
            order(event.orderId, 'accepted', event.side, eur(event.price), event.quantity, null, at),
          )
        break
      case 'OrderRested':
        if (event.traderId === traderId)
          updates.push(order(event.orderId, 'rested', event.side, eur(event.price), event.quantity, null, at))
        break
      case 'OrderCancelled':
        if (event.traderId === traderId)
          updates.push(
            order(event.orderId, 'cancelled', event.side, eur(event.price), event.quantity, event.reason, at),
          )
        break
      case 'OrderExpired':
        if (event.traderId === traderId)
          updates.push(order(event.orderId, 'expired', event.side, null, event.quantity, event.reason, at))
        break
      case 'OrderAmended':
        if (event.traderId === traderId)
          updates.push(
            order(event.orderId, 'amended', event.side, eur(event.price), event.quantity, null, at),
          )
        break
      case 'OrderRejected':
        if (event.traderId === traderId)
          updates.push(order(event.orderId, 'rejected', null, null, 0, event.reason, at))
        break
      case 'TradeExecuted':
        // A self-trade (prevented by the engine by default) would concern both sides: each is mine.
        for (const side of ['BUY', 'SELL'] as const) {
          if ((side === 'BUY' ? event.buyerId : event.sellerId) !== traderId) continue
          const orderId = side === 'BUY' ? event.buyOrderId : event.sellOrderId
          const taker = orderId === event.takerOrderId
          updates.push({
            kind: 'fill',
            trade_id: event.tradeId,
            order_id: orderId,
            side,
            liquidity: taker ? 'taker' : 'maker',
            price: unitsToEur(event.price, priceDecimals),
            quantity: String(event.quantity),
            fee: side === 'BUY' ? event.buyerFee : event.sellerFee,
            remaining: String(taker ? event.takerRemaining : event.makerRemaining),
            at,
          })
        }
        break
      case 'P2PTradeExecuted':
        for (const side of ['BUY', 'SELL'] as const) {
          if ((side === 'BUY' ? event.buyerId : event.sellerId) !== traderId) continue
          updates.push({
            kind: 'fill',
            trade_id: event.tradeId,
            order_id: null,
            side,
            liquidity: 'p2p',
            price: unitsToEur(event.price, priceDecimals),
            quantity: String(event.quantity),
            fee: side === 'BUY' ? event.buyerFee : event.sellerFee,
            remaining: null,
            at,
          })
        }
        break
      case 'TradeSettled':
      case 'SettlementRejected':
        for (const side of ['BUY', 'SELL'] as const) {
          if ((side === 'BUY' ? event.buyerId : event.sellerId) !== traderId) continue
          updates.push({
            kind: 'settlement',
            trade_id: event.tradeId,
            side,
            status: event.type === 'TradeSettled' ? 'SETTLED' : 'REJECTED',
            quantity: String(event.quantity),
            at,
          })
        }
        break
      case 'TokensCredited':
      case 'TokensAllocated':
      case 'TokensLocked':
      case 'TokensUnlocked':
      case 'LockConsumed':
        if (event.traderId === traderId)
          updates.push({
            kind: 'tokens',
            event: TOKEN_EVENTS[event.type],
            quantity: String(event.quantity),
            at,
          })
        break
      default:
        // Market-wide events (status, fees, reference price, treasury) are not the member's own.
        break
    }
  }
  return updates
}

const TOKEN_EVENTS = {
  TokensCredited: 'credited',
  TokensAllocated: 'allocated',
  TokensLocked: 'locked',
  TokensUnlocked: 'unlocked',
  LockConsumed: 'consumed',
} as const

function order(
  orderId: string,
  event: Extract<MyOrderUpdate, { kind: 'order' }>['event'],
  side: 'BUY' | 'SELL' | null,
  price: string | null,
  quantity: number,
  reason: string | null,
  at: string,
): MyOrderUpdate {
  return {
    kind: 'order',
    order_id: orderId,
    event,
    side,
    price,
    quantity: String(quantity),
    reason,
    at,
  }
}
