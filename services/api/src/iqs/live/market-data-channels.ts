import type { Bus } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import type { IqsWsCandleInterval, IqsWsChannel, TickerData } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Clock } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import { readCandles } from '../market-data/candle-rows.js'
import { readTicker } from '../market-data/ticker-view.js'
import { readMarketLiveState, type MarketLiveState } from '../market-settings/market-live-view.js'
import { CandlesChannel, type ReadCandles } from './candles-channel.js'
import type { LiveChannel } from './live-channel.js'
import { MarketChannel } from './market-channel.js'
import { TickerChannel } from './ticker-channel.js'

/** Where the market, ticker and candle channels read their state (the read models by default). */
export interface MarketDataReaders {
  marketState(instrument: Instrument): Promise<MarketLiveState>
  ticker(instrument: Instrument, now: number): Promise<TickerData>
  candles: ReadCandles
}

/** The readers over the api's read models. */
export function readModelReaders(db: Kysely<Database>): MarketDataReaders {
  return {
    marketState: (instrument) => readMarketLiveState(db, instrument),
    ticker: (instrument, now) => readTicker(db, instrument, now),
    candles: (instrument, interval, since) => readCandles(db, instrument, interval, since),
  }
}

export interface MarketDataDeps {
  bus: Bus
  readers: MarketDataReaders
  /** Brings the read models up to the end of the log; calls made meanwhile share the next run. */
  catchUp: () => Promise<unknown>
  clock: Pick<Clock, 'now' | 'at'>
  log: { warn(obj: unknown, msg?: string): void }
}

/**
 * The channel object of `market.*`, `ticker.*` or `candles.*.*` (undefined for the other channels,
 * which the hub builds itself).
 */
export function marketDataChannel(name: IqsWsChannel, deps: MarketDataDeps): LiveChannel | undefined {
  const [kind, instrument, interval] = name.split('.') as [string, Instrument, IqsWsCandleInterval]
  const { bus, readers, catchUp, clock, log } = deps
  switch (kind) {
    case 'market':
      return new MarketChannel(instrument, bus, readers.marketState, catchUp, clock, log)
    case 'ticker':
      return new TickerChannel(instrument, bus, readers.ticker, catchUp, clock, log)
    case 'candles':
      return new CandlesChannel(instrument, interval, bus, readers.candles, catchUp, log)
    default:
      return undefined
  }
}
