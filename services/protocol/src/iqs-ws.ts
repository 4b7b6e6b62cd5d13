import { z } from 'zod'

/**
 * `WS /api/iqs/ws` (signed in by the session cookie). Channels: the public book and trades of each
 * market, and `orders.me`, my own orders, fills and settlement changes.
 */
export const iqsWsChannels = ['book.IQS', 'book.OST', 'trades.IQS', 'trades.OST', 'orders.me'] as const
export const iqsWsChannelSchema = z.enum(iqsWsChannels)
export type IqsWsChannel = z.infer<typeof iqsWsChannelSchema>

/** Client to server. */
export const iqsWsClientMessageSchema = z.object({
  op: z.enum(['subscribe', 'unsubscribe']),
  channel: iqsWsChannelSchema,
})
export type IqsWsClientMessage = z.infer<typeof iqsWsClientMessageSchema>

/** A book level change: absolute quantity now at the price; "0" removes the level. Price in EUR. */
export const bookChangeSchema = z.tuple([z.enum(['BUY', 'SELL']), z.string(), z.string()])

/** `book.*` snapshot data: levels best first, `[price, qty]` as EUR and token decimal strings. */
export const bookSnapshotDataSchema = z.object({
  bids: z.array(z.tuple([z.string(), z.string()])),
  asks: z.array(z.tuple([z.string(), z.string()])),
})
export const bookDeltaDataSchema = z.object({ changes: z.array(bookChangeSchema) })

export const wsTradeSchema = z.object({
  id: z.string(),
  price: z.string(),
  quantity: z.string(),
  taker_side: z.enum(['BUY', 'SELL']),
  executed_at: z.string(),
})
/** `trades.*`: snapshot = the recent trades, newest last; delta = new trades. */
export const tradesDataSchema = z.object({ trades: z.array(wsTradeSchema) })

/**
 * `orders.me`: snapshot = my open orders (as `GET /api/iqs/orders`); delta = the engine's events about
 * me (OrderAccepted, TradeExecuted, OrderRested, OrderCancelled, TradeSettled...), prices in cents.
 */
export const ordersDataSchema = z.object({
  instrument: z.enum(['IQS', 'OST']).optional(),
  orders: z.array(z.unknown()).optional(),
  events: z.array(z.record(z.string(), z.unknown())).optional(),
})

/**
 * Server to client. `seq` rises by one per message of a channel (for books: the market's delta
 * sequence). A client drops deltas with `seq <= snapshot.seq`, and on a gap subscribes again. A slow
 * client's deltas are dropped and it gets a fresh snapshot once it has caught up.
 */
export const iqsWsServerMessageSchema = z.union([
  z.object({
    channel: iqsWsChannelSchema,
    type: z.enum(['snapshot', 'delta']),
    seq: z.number().int(),
    data: z.unknown(),
  }),
  z.object({ type: z.literal('heartbeat'), time: z.string() }),
  z.object({ type: z.literal('subscribed'), channel: iqsWsChannelSchema }),
  z.object({ type: z.literal('unsubscribed'), channel: iqsWsChannelSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
])
export type IqsWsServerMessage = z.infer<typeof iqsWsServerMessageSchema>
