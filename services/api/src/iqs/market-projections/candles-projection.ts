import type { Selectable } from 'kysely'
import { foldingProjection } from '../../platform/projections/row-sink.js'
import { marketEvents } from './market-event.js'
import type { IqsCandlesTable } from './market-tables.js'

type CandleRow = Selectable<IqsCandlesTable>

/** The candle intervals kept, with their length in milliseconds. */
export const CANDLE_INTERVALS = { '1m': 60_000, '1h': 3_600_000, '1d': 86_400_000 } as const
export type CandleInterval = keyof typeof CANDLE_INTERVALS

/** OHLCV per interval, from trades (UTC buckets; the chart shows them in local time). */
export const candlesProjection = foldingProjection({
  name: 'iqs-candles',
  tables: ['iqs_candles'],
  async fold(sink, recorded) {
    const trades = marketEvents(recorded).filter((m) => m.event.type === 'TradeExecuted')
    const candles = sink.table<CandleRow>('iqs_candles', 'id')
    const keys: string[] = []
    for (const { instrument, at } of trades) {
      for (const [interval, ms] of INTERVALS) keys.push(candleId(instrument, interval, at.getTime(), ms))
    }
    await candles.load(keys)
    let k = 0
    for (const { instrument, event, at } of trades) {
      if (event.type !== 'TradeExecuted') continue
      for (const [interval, ms] of INTERVALS) {
        const id = keys[k++] as string
        const row = candles.get(id)
        if (row) {
          row.high = Math.max(row.high, event.price)
          row.low = Math.min(row.low, event.price)
          row.close = event.price
          row.volume += event.quantity
          row.trades += 1
          candles.set(row)
        } else {
          candles.set({
            id,
            instrument,
            interval,
            bucket_start: new Date(Math.floor(at.getTime() / ms) * ms),
            open: event.price,
            high: event.price,
            low: event.price,
            close: event.price,
            volume: event.quantity,
            trades: 1,
          })
        }
      }
    }
  },
})

const INTERVALS = Object.entries(CANDLE_INTERVALS) as [CandleInterval, number][]

const candleId = (instrument: string, interval: CandleInterval, time: number, ms: number) =>
  `${instrument}:${interval}:${Math.floor(time / ms) * ms}`
