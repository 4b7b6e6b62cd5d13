import type { CandleData, IqsWsCandleInterval } from '@iqs/protocol'
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
} from 'lightweight-charts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCandles, type CandleInterval } from '../api/get-candles.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { localTime, mergeCandles, priceBar, volumeBar } from '../utils/chart-candles.js'

const UP = '#16c784'
const DOWN = '#ea3943'

interface PriceChartProps {
  instrument: Instrument
  /** The live candles per interval (`candles.*.*` through the market feed): the latest message's, oldest first. */
  live: Partial<Record<IqsWsCandleInterval, CandleData[]>>
}

/**
 * Candles with their volume in a pane of its own beneath, for 1 minute, 1 hour or 1 day. The history
 * comes from `GET /api/iqs/candles`; from then on the feed's live candles move the last one (and
 * open the next) with `series.update`, so the chart follows the trades without a reload and without
 * losing the visitor's zoom. The volume has its own pane and price scale: its labels never sit on
 * the price scale's.
 */
export function PriceChart({ instrument, live }: PriceChartProps) {
  const { t } = useTranslation('iqs-member')
  const [interval, setChartInterval] = useState<CandleInterval>('1h')
  const candles = useCandles(instrument, interval)
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<{ api: IChartApi; price: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> }>(
    null,
  )
  /** The newest candle drawn (`series.update` takes only that one or a later one). */
  const newest = useRef<{ time: number; candle: CandleData } | null>(null)
  const liveNow = live[interval]
  // Read by the history's effect without making it run again on every trade (it fits the content).
  const liveRef = useRef(liveNow)

  useEffect(() => {
    if (!box.current) return
    const api = createChart(box.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#8a94a6',
        fontSize: 11,
        panes: { separatorColor: 'rgba(138,148,166,0.3)' },
      },
      grid: {
        vertLines: { color: 'rgba(138,148,166,0.12)' },
        horzLines: { color: 'rgba(138,148,166,0.12)' },
      },
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: 'rgba(138,148,166,0.3)' },
      rightPriceScale: { borderColor: 'rgba(138,148,166,0.3)' },
    })
    const price = api.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      borderVisible: false,
      wickUpColor: UP,
      wickDownColor: DOWN,
      priceFormat: { type: 'price', precision: 2, minMove: 0.01 },
    })
    // Pane 1: the volume's own pane and scale, a quarter of the height.
    const volume = api.addSeries(
      HistogramSeries,
      { priceFormat: { type: 'volume' }, priceLineVisible: false },
      1,
    )
    const [pricePane, volumePane] = api.panes()
    pricePane?.setStretchFactor(3)
    volumePane?.setStretchFactor(1)
    chart.current = { api, price, volume }
    return () => {
      chart.current = null
      api.remove()
    }
  }, [])

  // Before the history's effect (effects run in order), so it reads this render's live candles.
  useEffect(() => {
    liveRef.current = liveNow
  }, [liveNow])

  // The history (on load and on a change of interval or market), with any newer live candle on it.
  useEffect(() => {
    const c = chart.current
    if (!c || !candles.data) return
    const rows = mergeCandles(candles.data, liveRef.current ?? [])
    c.price.setData(rows.map(priceBar))
    c.volume.setData(rows.map(volumeBar))
    const last = rows.at(-1)
    newest.current = last ? { time: localTime(last.start), candle: last } : null
    showNewest(box.current, last)
    c.api.timeScale().fitContent()
  }, [candles.data])

  // Each live message: the current candle moves, or a new one opens past the boundary.
  useEffect(() => {
    const c = chart.current
    if (!c || !candles.data || !liveNow) return
    for (const candle of liveNow) {
      const time = localTime(candle.start)
      // Older than what the history drew: the history, read later, already holds it.
      if (newest.current !== null && time < newest.current.time) continue
      c.price.update(priceBar(candle))
      c.volume.update(volumeBar(candle))
      newest.current = { time, candle }
    }
    showNewest(box.current, newest.current?.candle)
  }, [liveNow, candles.data])

  return (
    <section className="panel chart" aria-labelledby="chart-title">
      <header className="panel__head">
        <h2 id="chart-title">{t('chart.title')}</h2>
        <div className="segmented segmented--small" role="group" aria-label={t('chart.interval')}>
          {(['1m', '1h', '1d'] as const).map((i) => (
            <button
              key={i}
              type="button"
              className="segmented__item"
              aria-pressed={interval === i}
              onClick={() => setChartInterval(i)}
            >
              {t(`chart.intervals.${i}`)}
            </button>
          ))}
        </div>
      </header>
      <div
        className="chart__canvas"
        ref={box}
        role="img"
        aria-label={t('chart.label', { instrument })}
        data-testid="price-chart"
      />
      {candles.data?.length === 0 && !liveNow?.length && <p className="chart__empty">{t('chart.empty')}</p>}
    </section>
  )
}

/**
 * Writes the newest candle drawn on the chart's box, as `start open high low close volume` in
 * `data-last-candle`: a canvas has no text, and this lets a browser test (or a curious reader of the
 * page) see that the chart moved. Set from the drawing effects, so a trade re-renders nothing.
 */
function showNewest(box: HTMLDivElement | null, candle: CandleData | undefined) {
  if (!box) return
  if (candle)
    box.dataset.lastCandle = `${candle.start} ${candle.open} ${candle.high} ${candle.low} ${candle.close} ${candle.volume}`
  else delete box.dataset.lastCandle
}
