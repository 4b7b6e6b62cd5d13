import { z } from 'zod'
import { blackoutPeriodSchema, instrumentSchema, marketConfigEntrySchema } from './iqs-market.js'
import { candleSchema, orderSchema } from './iqs-orders.js'
import { decimalString } from './market.js'

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

/**
 * `market.*`: what the trading screen shows of `GET /api/iqs/market-config` for one market (status,
 * fees, reference and last price) and the blackout period, with the same field names, so the web
 * lays it over its copy of that answer. Snapshot and deltas alike carry the whole of it: a delta is
 * the view after a change (an admin's, the blackout scheduler's, a trade's, or the blackout period's
 * start or end), so a client that missed one loses nothing.
 */
export const marketLiveDataSchema = marketConfigEntrySchema
  .pick({
    instrument: true,
    open_status: true,
    is_open: true,
    transaction_fee_minimum_eur: true,
    transaction_fee_percent: true,
    reference_price: true,
    last_price: true,
    price_decimals: true,
  })
  .extend({ blackout_period: blackoutPeriodSchema.nullable(), in_blackout: z.boolean() })
export type MarketLiveData = z.infer<typeof marketLiveDataSchema>

/**
 * `ticker.*`: the market's last price and its rolling 24 hours (the one-minute candles of the last
 * 1,440 minutes), as exchanges' tickers give them; the whole ticker in every message, sent after each
 * batch of trades and when a minute leaves the window. Prices in EUR, volume in tokens.
 */
export const tickerDataSchema = z.object({
  instrument: instrumentSchema,
  last_price: decimalString.nullable().describe('The last trade’s price, at any time; null before any trade'),
  open_24h: decimalString.nullable().describe('The first price of the window; null without a trade in it'),
  high_24h: decimalString.nullable(),
  low_24h: decimalString.nullable(),
  change_24h_percent: decimalString
    .nullable()
    .describe('From open_24h to last_price, percent, 2 decimals, signed when negative'),
  volume_24h: decimalString,
  trades_24h: z.number().int(),
})
export type TickerData = z.infer<typeof tickerDataSchema>

/** The chart's candle intervals, each a channel `candles.<instrument>.<interval>`. */
export const iqsWsCandleIntervals = ['1m', '1h', '1d'] as const
export type IqsWsCandleInterval = (typeof iqsWsCandleIntervals)[number]

/**
 * `candles.*.*`: snapshot = the latest candle (none before the first trade); delta = the candles a
 * batch of trades changed, oldest first, each whole (`GET /api/iqs/candles` rows): the current one,
 * or a new one once a trade falls past the interval's boundary. An interval without a trade has no
 * candle, as in the REST answer.
 */
export const candlesDataSchema = z.object({
  interval: z.enum(iqsWsCandleIntervals),
  candles: z.array(candleSchema),
})
export type CandlesData = z.infer<typeof candlesDataSchema>
/** One candle as the api sends it, over REST and the socket alike. */
export type CandleData = z.infer<typeof candleSchema>
