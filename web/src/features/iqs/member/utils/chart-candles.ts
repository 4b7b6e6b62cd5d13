import { approximateNumber, compareDecimals, type CandleData } from '@iqs/protocol'
import type { CandlestickData, HistogramData, UTCTimestamp } from 'lightweight-charts'

const UP_VOLUME = 'rgba(22,199,132,0.45)'
const DOWN_VOLUME = 'rgba(234,57,67,0.45)'

/**
 * lightweight-charts draws times as UTC; shifting each one by the visitor's offset makes the axis
 * read in their local time zone.
 */
export function localTime(iso: string): UTCTimestamp {
  const ms = new Date(iso).getTime()
  return Math.floor(ms / 1000 - new Date(ms).getTimezoneOffset() * 60) as UTCTimestamp
}

/** A candle as the chart's price series plots it (floats: coordinates only, the texts come from the strings). */
export function priceBar(candle: CandleData): CandlestickData<UTCTimestamp> {
  return {
    time: localTime(candle.start),
    open: approximateNumber(candle.open),
    high: approximateNumber(candle.high),
    low: approximateNumber(candle.low),
    close: approximateNumber(candle.close),
  }
}

/** A candle's volume bar, green when the candle closed at or above its open. */
export function volumeBar(candle: CandleData): HistogramData<UTCTimestamp> {
  return {
    time: localTime(candle.start),
    value: approximateNumber(candle.volume),
    color: compareDecimals(candle.close, candle.open) >= 0 ? UP_VOLUME : DOWN_VOLUME,
  }
}

/**
 * The REST candles with the live ones laid over them (same start: the live one is newer), oldest
 * first: what the chart draws when the REST answer comes after the socket already moved on.
 */
export function mergeCandles(rest: readonly CandleData[], live: readonly CandleData[]): CandleData[] {
  const byStart = new Map(rest.map((candle) => [candle.start, candle]))
  for (const candle of live) byStart.set(candle.start, candle)
  return [...byStart.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
}
