import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts'
import { approximateNumber, compareDecimals } from '@iqs/protocol'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCandles, type Candle, type CandleInterval } from '../api/get-candles.js'
import type { Instrument } from '../../market/utils/instrument.js'

/**
 * lightweight-charts draws times as UTC; shifting each one by the visitor's offset makes the axis
 * read in their local time zone.
 */
export function localTime(iso: string): UTCTimestamp {
  const ms = new Date(iso).getTime()
  return Math.floor(ms / 1000 - new Date(ms).getTimezoneOffset() * 60) as UTCTimestamp
}

const UP = '#16c784'
const DOWN = '#ea3943'

/** Candles with a volume histogram beneath, for 1 minute, 1 hour or 1 day. */
export function PriceChart({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('iqs-member')
  const [interval, setChartInterval] = useState<CandleInterval>('1h')
  const candles = useCandles(instrument, interval)
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<{ api: IChartApi; price: ISeriesApi<'Candlestick'>; volume: ISeriesApi<'Histogram'> }>(
    null,
  )

  useEffect(() => {
    if (!box.current) return
    const api = createChart(box.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: '#8a94a6',
        fontSize: 11,
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
    const volume = api.addSeries(HistogramSeries, { priceFormat: { type: 'volume' }, priceScaleId: '' })
    volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    chart.current = { api, price, volume }
    return () => {
      chart.current = null
      api.remove()
    }
  }, [])

  useEffect(() => {
    const c = chart.current
    if (!c || !candles.data) return
    const rows: Candle[] = candles.data
    // The chart library plots floats: coordinates only, the texts on screen come from the strings.
    c.price.setData(
      rows.map((k) => ({
        time: localTime(k.start),
        open: approximateNumber(k.open),
        high: approximateNumber(k.high),
        low: approximateNumber(k.low),
        close: approximateNumber(k.close),
      })),
    )
    c.volume.setData(
      rows.map((k) => ({
        time: localTime(k.start),
        value: Number(k.volume),
        color: compareDecimals(k.close, k.open) >= 0 ? 'rgba(22,199,132,0.45)' : 'rgba(234,57,67,0.45)',
      })),
    )
    c.api.timeScale().fitContent()
  }, [candles.data])

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
      <div className="chart__canvas" ref={box} role="img" aria-label={t('chart.label', { instrument })} />
      {candles.data?.length === 0 && <p className="chart__empty">{t('chart.empty')}</p>}
    </section>
  )
}
