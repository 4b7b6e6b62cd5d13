import { z } from 'zod'
import {
  bookDeltaDataSchema,
  bookSnapshotDataSchema,
  candlesDataSchema,
  marketLiveDataSchema,
  ordersDeltaDataSchema,
  ordersSnapshotDataSchema,
  tickerDataSchema,
  tradesDataSchema,
} from './iqs-ws-data.js'

export * from './iqs-ws-data.js'
export * from './iqs-ws-close.js'

/**
 * `WS /api/iqs/ws` (signed in by the session cookie): the whole contract of the socket, used by the
 * api's hub to build its messages and by the web (and the load tests) to parse them, so a change of
 * shape breaks the compile on both sides. Channels: the public book and trades of each market, its
 * status (`market.*`: open, suspended, blackout, fees, reference price), its 24 h ticker and its
 * candles per chart interval, and `orders.me`, my own orders, fills and settlement changes.
 */
export const iqsWsBookChannels = ['book.IQS', 'book.OST'] as const
export const iqsWsTradesChannels = ['trades.IQS', 'trades.OST'] as const
export const iqsWsMarketChannels = ['market.IQS', 'market.OST'] as const
export const iqsWsTickerChannels = ['ticker.IQS', 'ticker.OST'] as const
export const iqsWsCandlesChannels = [
  'candles.IQS.1m',
  'candles.IQS.1h',
  'candles.IQS.1d',
  'candles.OST.1m',
  'candles.OST.1h',
  'candles.OST.1d',
] as const
export const iqsWsChannels = [
  ...iqsWsBookChannels,
  ...iqsWsTradesChannels,
  ...iqsWsMarketChannels,
  ...iqsWsTickerChannels,
  ...iqsWsCandlesChannels,
  'orders.me',
] as const
export const iqsWsChannelSchema = z.enum(iqsWsChannels)
export type IqsWsChannel = z.infer<typeof iqsWsChannelSchema>

/** Client to server. Subscribing again to a channel asks for a fresh snapshot (the repair of a gap). */
export const iqsWsClientMessageSchema = z.object({
  op: z.enum(['subscribe', 'unsubscribe']),
  channel: iqsWsChannelSchema,
})
export type IqsWsClientMessage = z.infer<typeof iqsWsClientMessageSchema>

/**
 * The codes of `{ type: 'error' }`: BAD_MESSAGE (not JSON, or not a client message), SNAPSHOT_FAILED
 * (subscribe again), and SESSION_REVOKED / SESSION_EXPIRED, the last message before a close with
 * IQS_WS_CLOSE.SESSION_ENDED.
 */
export const iqsWsErrorCodes = [
  'BAD_MESSAGE',
  'SNAPSHOT_FAILED',
  'SESSION_REVOKED',
  'SESSION_EXPIRED',
] as const
export const iqsWsErrorCodeSchema = z.enum(iqsWsErrorCodes)
export type IqsWsErrorCode = z.infer<typeof iqsWsErrorCodeSchema>

const seq = z.number().int()
const bookChannel = z.enum(iqsWsBookChannels)
const tradesChannel = z.enum(iqsWsTradesChannels)
const marketChannel = z.enum(iqsWsMarketChannels)
const tickerChannel = z.enum(iqsWsTickerChannels)
const candlesChannel = z.enum(iqsWsCandlesChannels)
const ordersChannel = z.literal('orders.me')

/** A channel's state when subscribing (or after conflation or a resubscription): replaces what the client had. */
export const iqsWsSnapshotSchema = z.discriminatedUnion('channel', [
  z.object({ type: z.literal('snapshot'), channel: bookChannel, seq, data: bookSnapshotDataSchema }),
  z.object({ type: z.literal('snapshot'), channel: tradesChannel, seq, data: tradesDataSchema }),
  z.object({ type: z.literal('snapshot'), channel: marketChannel, seq, data: marketLiveDataSchema }),
  z.object({ type: z.literal('snapshot'), channel: tickerChannel, seq, data: tickerDataSchema }),
  z.object({ type: z.literal('snapshot'), channel: candlesChannel, seq, data: candlesDataSchema }),
  z.object({ type: z.literal('snapshot'), channel: ordersChannel, seq, data: ordersSnapshotDataSchema }),
])
export type IqsWsSnapshot = z.infer<typeof iqsWsSnapshotSchema>

/**
 * What changed on a channel since the message with `seq - 1`. The market, ticker and candle
 * channels send the whole new state in each delta, so a gap there costs nothing.
 */
export const iqsWsDeltaSchema = z.discriminatedUnion('channel', [
  z.object({ type: z.literal('delta'), channel: bookChannel, seq, data: bookDeltaDataSchema }),
  z.object({ type: z.literal('delta'), channel: tradesChannel, seq, data: tradesDataSchema }),
  z.object({ type: z.literal('delta'), channel: marketChannel, seq, data: marketLiveDataSchema }),
  z.object({ type: z.literal('delta'), channel: tickerChannel, seq, data: tickerDataSchema }),
  z.object({ type: z.literal('delta'), channel: candlesChannel, seq, data: candlesDataSchema }),
  z.object({ type: z.literal('delta'), channel: ordersChannel, seq, data: ordersDeltaDataSchema }),
])
export type IqsWsDelta = z.infer<typeof iqsWsDeltaSchema>

/**
 * Server to client, one discriminated union on `type` (and on `channel` for snapshots and deltas).
 * `seq` rises by one per message of a channel (for books: the market's delta sequence). A client
 * drops deltas with `seq <= snapshot.seq`, and on a gap subscribes again. A slow client's deltas are
 * dropped and it gets a fresh snapshot once it has caught up. Unknown keys are stripped, not
 * refused, so the server may add a field without breaking older clients.
 */
export const iqsWsServerMessageSchema = z.discriminatedUnion('type', [
  iqsWsSnapshotSchema,
  iqsWsDeltaSchema,
  z.object({ type: z.literal('heartbeat'), time: z.string() }),
  z.object({ type: z.literal('subscribed'), channel: iqsWsChannelSchema }),
  z.object({ type: z.literal('unsubscribed'), channel: iqsWsChannelSchema }),
  z.object({ type: z.literal('error'), code: iqsWsErrorCodeSchema, message: z.string() }),
])
export type IqsWsServerMessage = z.infer<typeof iqsWsServerMessageSchema>
/** One kind of server message, e.g. `IqsWsMessageOf<'error'>`. */
export type IqsWsMessageOf<T extends IqsWsServerMessage['type']> = Extract<IqsWsServerMessage, { type: T }>
