import type { CandleData } from '@iqs/protocol'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '../../../../lib/i18n.js'
import { drawn } from '../../../../testing/fake-lightweight-charts.js'
import { mockApi } from '../../../../testing/render-app.js'
import { localTime } from '../utils/chart-candles.js'
import { PriceChart } from './price-chart.js'

vi.mock('lightweight-charts', () => import('../../../../testing/fake-lightweight-charts.js'))

const candle = (start: string, close: string, volume = '10'): CandleData => ({
  start,
  open: '1.00',
  high: '1.05',
  low: '0.99',
  close,
  volume,
  trades: 2,
})

const HISTORY = [candle('2026-01-05T09:00:00.000Z', '1.01'), candle('2026-01-05T10:00:00.000Z', '1.02')]

async function renderChart(ui: (live: Partial<Record<'1m' | '1h' | '1d', CandleData[]>>) => ReactElement) {
  await i18n.changeLanguage('en')
  await i18n.loadNamespaces(['iqs-member'])
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrap = (element: ReactElement) => <QueryClientProvider client={client}>{element}</QueryClientProvider>
  const view = render(wrap(ui({})))
  return { ...view, live: (live: Parameters<typeof ui>[0]) => view.rerender(wrap(ui(live))) }
}

describe('the price chart', () => {
  beforeEach(() => {
    drawn.reset()
    mockApi({ '/api/iqs/candles': HISTORY })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('draws the volume in a pane of its own beneath the candles, so their scale labels never meet', async () => {
    await renderChart(() => <PriceChart instrument="IQS" live={{}} />)
    const [price, volume] = drawn.series
    expect(price).toMatchObject({ kind: 'Candlestick', pane: undefined })
    expect(volume).toMatchObject({ kind: 'Histogram', pane: 1 })
    expect(drawn.stretch).toEqual([3, 1])
    await waitFor(() => expect(price!.setData).toHaveLength(1))
    expect(price!.setData[0]).toHaveLength(2)
  })

  it('moves the last candle and opens the next one as live candles come, without drawing the history again', async () => {
    const chart = await renderChart((live) => <PriceChart instrument="IQS" live={live} />)
    const [price, volume] = drawn.series
    await waitFor(() => expect(price!.setData).toHaveLength(1))

    chart.live({ '1h': [candle('2026-01-05T10:00:00.000Z', '1.04', '15')] })
    expect(price!.update.at(-1)).toEqual([
      { time: localTime('2026-01-05T10:00:00.000Z'), open: 1, high: 1.05, low: 0.99, close: 1.04 },
    ])
    expect(volume!.update.at(-1)).toEqual([
      expect.objectContaining({ time: localTime('2026-01-05T10:00:00.000Z'), value: 15 }),
    ])

    chart.live({ '1h': [candle('2026-01-05T11:00:00.000Z', '0.98', '3')] })
    expect(price!.update.at(-1)).toEqual([
      expect.objectContaining({ time: localTime('2026-01-05T11:00:00.000Z') }),
    ])
    // A candle older than the newest drawn is left to the history; the other intervals are not this chart's.
    chart.live({
      '1h': [candle('2026-01-05T09:00:00.000Z', '0.50')],
      '1m': [candle('2026-01-05T11:01:00.000Z', '0.97')],
    })
    expect(price!.update).toHaveLength(2)
    expect(price!.setData).toHaveLength(1)
    expect(screen.getByTestId('price-chart')).toHaveAttribute(
      'data-last-candle',
      '2026-01-05T11:00:00.000Z 1.00 1.05 0.99 0.98 3',
    )
  })
})
