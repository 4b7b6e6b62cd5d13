import type {
  CandleData,
  IqsWsCandleInterval,
  IqsWsChannel,
  IqsWsMessageOf,
  MarketLiveData,
  TickerData,
} from '@iqs/protocol'
import { iqsWsCandleIntervals } from '@iqs/protocol'
import type { Instrument } from '../utils/instrument.js'

/**
 * What the feed knows live of a market besides its book and trades: its status (`market.*`), its
 * 24 h ticker (`ticker.*`) and its latest candles per chart interval (`candles.*.*`). Each of these
 * channels sends whole states, so the latest message is all there is to keep.
 */
export interface LiveMarket {
  market: MarketLiveData | null
  ticker: TickerData | null
  /** Per interval, the candles of the latest message, oldest first: the snapshot's one, or those a trade changed. */
  candles: Partial<Record<IqsWsCandleInterval, CandleData[]>>
  /** The `seq` of each channel's latest message, so a delta older than its snapshot is dropped. */
  seqs: Partial<Record<IqsWsChannel, number>>
}

export const EMPTY_LIVE_MARKET: LiveMarket = { market: null, ticker: null, candles: {}, seqs: {} }

/** The channels of a market's live status, ticker and candles, as the feed subscribes to them. */
export function liveMarketChannels(instrument: Instrument): IqsWsChannel[] {
  return [
    `market.${instrument}`,
    `ticker.${instrument}`,
    ...iqsWsCandleIntervals.map((interval) => `candles.${instrument}.${interval}` as const),
  ]
}

type ChannelMessage = IqsWsMessageOf<'snapshot' | 'delta'>

/**
 * The live market after one message: a snapshot always applies, a delta only when it is newer
 * than what the channel last gave. Messages of other channels or markets leave it as it was (the
 * same object, so nothing re-renders).
 */
export function applyLiveMarket(
  live: LiveMarket,
  instrument: Instrument,
  message: ChannelMessage,
): LiveMarket {
  if (!liveMarketChannels(instrument).includes(message.channel)) return live
  const last = live.seqs[message.channel]
  if (message.type === 'delta' && last !== undefined && message.seq <= last) return live
  const seqs = { ...live.seqs, [message.channel]: message.seq }
  switch (message.channel) {
    case 'market.IQS':
    case 'market.OST':
      return { ...live, seqs, market: message.data }
    case 'ticker.IQS':
    case 'ticker.OST':
      return { ...live, seqs, ticker: message.data }
    case 'candles.IQS.1m':
    case 'candles.IQS.1h':
    case 'candles.IQS.1d':
    case 'candles.OST.1m':
    case 'candles.OST.1h':
    case 'candles.OST.1d':
      return { ...live, seqs, candles: { ...live.candles, [message.data.interval]: message.data.candles } }
    default:
      return live
  }
}
