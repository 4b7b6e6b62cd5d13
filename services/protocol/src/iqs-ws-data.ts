import { z } from 'zod'
import { instrumentSchema } from './iqs-market.js'
import { orderSchema } from './iqs-orders.js'

/**
 * What each channel of `WS /api/iqs/ws` carries in `data` (the envelope is in iqs-ws.ts). Prices are
 * EUR decimal strings and quantities whole-token decimal strings, as in the REST answers, so the
 * web formats both the same way.
 */

/** A book level change: absolute quantity now at the price; "0" removes the level. Price in EUR. */
export const bookChangeSchema = z.tuple([z.enum(['BUY', 'SELL']), z.string(), z.string()])
export type BookChange = z.infer<typeof bookChangeSchema>

/** `book.*` snapshot data: levels best first, `[price, qty]` as EUR and token decimal strings. */
export const bookSnapshotDataSchema = z.object({
  bids: z.array(z.tuple([z.string(), z.string()])),
  asks: z.array(z.tuple([z.string(), z.string()])),
})
export type BookSnapshotData = z.infer<typeof bookSnapshotDataSchema>

/** `book.*` delta data: the levels one group commit of the market's writer changed. */
export const bookDeltaDataSchema = z.object({ changes: z.array(bookChangeSchema) })
export type BookDeltaData = z.infer<typeof bookDeltaDataSchema>

export const wsTradeSchema = z.object({
  id: z.string(),
  price: z.string(),
  quantity: z.string(),
  taker_side: z.enum(['BUY', 'SELL']),
  executed_at: z.string(),
})
export type WsTrade = z.infer<typeof wsTradeSchema>

/** `trades.*`: snapshot = the recent trades, newest last; delta = new trades. */
export const tradesDataSchema = z.object({ trades: z.array(wsTradeSchema) })
export type TradesData = z.infer<typeof tradesDataSchema>

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

/** `orders.me` snapshot data: my open orders on both markets, as `GET /api/iqs/orders` gives them. */
export const ordersSnapshotDataSchema = z.object({ orders: z.array(orderSchema) })
export type OrdersSnapshotData = z.infer<typeof ordersSnapshotDataSchema>

/** `orders.me` delta data: what one event batch of a market just changed for me, in my own view. */
export const ordersDeltaDataSchema = z.object({
  instrument: instrumentSchema,
  updates: z.array(myOrderUpdateSchema),
})
export type OrdersDeltaData = z.infer<typeof ordersDeltaDataSchema>
