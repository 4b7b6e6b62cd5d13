/**
 * A stand-in for lightweight-charts (a canvas library jsdom cannot draw) that records what the page
 * asked of it: `vi.mock('lightweight-charts', () => import('.../testing/fake-lightweight-charts.js'))`,
 * then read `drawn`.
 */
export const drawn = {
  series: [] as { kind: string; pane: number | undefined; setData: unknown[][]; update: unknown[][] }[],
  stretch: [] as number[],
  reset() {
    drawn.series = []
    drawn.stretch = []
  },
}

export const CandlestickSeries = 'Candlestick'
export const HistogramSeries = 'Histogram'
export const ColorType = { Solid: 'solid' }

export function createChart() {
  return {
    addSeries: (kind: string, _options: unknown, pane?: number) => {
      const series = { kind, pane, setData: [] as unknown[][], update: [] as unknown[][] }
      drawn.series.push(series)
      return {
        setData: (rows: unknown[]) => void series.setData.push(rows),
        update: (bar: unknown) => void series.update.push([bar]),
        priceScale: () => ({ applyOptions: () => undefined }),
      }
    },
    panes: () =>
      [0, 1].map(() => ({ setStretchFactor: (factor: number) => void drawn.stretch.push(factor) })),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => undefined,
  }
}
