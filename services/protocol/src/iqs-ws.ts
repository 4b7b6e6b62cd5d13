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
 * One change to the member's own orders, tokens or trades, as the member sees it: the member's side,
 * order id, price (EUR), quantity and own fee; never the counterparty's user id, order id or fee.
 */
export const myOrderUpdateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order'),
    order_id: z.string(),
    /** accepted, rested on the book, cancelled, expired (IOC, market, self-trade), amended, rejected. */
    event: z.enum(['accepted', 'rested', 'cancelled', 'expired', 'amended', 'rejected']),
    side: z.enum(['BUY', 'SELL']).nullable(),
    price: z.string().nullable().describe('EUR per token; null for a market order or a refusal'),
    quantity: z.string().describe('Whole tokens this event is about'),
    reason: z.string().nullable().describe('Why it ended or was refused (an error code)'),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('fill'),
    trade_id: z.string(),
    /** My order; null for a P2P deal. */
    order_id: z.string().nullable(),
    side: z.enum(['BUY', 'SELL']),
    liquidity: z.enum(['maker', 'taker', 'p2p']),
    price: z.string(),
    quantity: z.string(),
    fee: z.string().describe('My fee, EUR'),
    /** Still open on my order after this fill; null for a P2P deal. */
    remaining: z.string().nullable(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('settlement'),
    trade_id: z.string(),
    side: z.enum(['BUY', 'SELL']),
    status: z.enum(['SETTLED', 'REJECTED']),
    quantity: z.string(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('tokens'),
    /** What moved my tokens: credited, allocated, locked, unlocked, consumed (a conversion). */
    event: z.enum(['credited', 'allocated', 'locked', 'unlocked', 'consumed']),
    quantity: z.string(),
    at: z.string(),
  }),
])
export type MyOrderUpdate = z.infer<typeof myOrderUpdateSchema>

/**
 * `orders.me`: snapshot = my open orders (as `GET /api/iqs/orders`); delta = what just changed for
 * me, in my own view (`updates`).
 */
export const ordersDataSchema = z.object({
  instrument: z.enum(['IQS', 'OST']).optional(),
  orders: z.array(z.unknown()).optional(),
  updates: z.array(myOrderUpdateSchema).optional(),
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
