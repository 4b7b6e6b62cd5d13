import { approximateNumber } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import type { BookState } from '../live/book-store.js'
import { depthSeries, type DepthPoint } from '../live/depth-series.js'
import { formatDecimal, formatQuantity } from '../utils/money.js'

const WIDTH = 300
const HEIGHT = 120

/**
 * The depth chart beside the ladder: cumulative bids (left, green) and asks (right, red) of the
 * live book, as steps from the spread outwards. The heights come from the book as it is (exact
 * token sums); only the positions on screen go through floats (`approximateNumber`).
 */
export function DepthChart({ book }: { book: BookState | null }) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const series = depthSeries(book)
  const points = [...series.bids, ...series.asks]
  const bestBid = series.bids[0]
  const bestAsk = series.asks[0]
  const summary =
    points.length === 0
      ? t('depth.empty')
      : t('depth.summary', {
          bids: formatQuantity(series.bids.at(-1)?.cumulative ?? 0, lng),
          asks: formatQuantity(series.asks.at(-1)?.cumulative ?? 0, lng),
        })
  return (
    <section className="panel depth" aria-labelledby="depth-title">
      <header className="panel__head">
        <h2 id="depth-title">{t('depth.title')}</h2>
      </header>
      <figure className="depth__figure" data-testid="depth-chart">
        {points.length > 0 && (
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={summary}
            className="depth__svg"
          >
            <DepthArea points={series.bids} all={points} max={series.maxCumulative} className="depth__bids" />
            <DepthArea points={series.asks} all={points} max={series.maxCumulative} className="depth__asks" />
          </svg>
        )}
        <figcaption className="depth__caption">
          {bestBid && (
            <span className="up" data-testid="depth-bids">
              {formatDecimal(bestBid.price, lng)} · {formatQuantity(series.bids.at(-1)!.cumulative, lng)}
            </span>
          )}
          {points.length === 0 && <span className="muted">{summary}</span>}
          {bestAsk && (
            <span className="down" data-testid="depth-asks">
              {formatDecimal(bestAsk.price, lng)} · {formatQuantity(series.asks.at(-1)!.cumulative, lng)}
            </span>
          )}
        </figcaption>
      </figure>
    </section>
  )
}

/** One side's steps, filled down to the axis. */
function DepthArea({
  points,
  all,
  max,
  className,
}: {
  points: DepthPoint[]
  all: DepthPoint[]
  max: number
  className: string
}) {
  if (points.length === 0 || max === 0) return null
  const prices = all.map((p) => approximateNumber(p.price))
  const low = Math.min(...prices)
  const high = Math.max(...prices)
  const x = (price: string) =>
    high === low ? WIDTH / 2 : ((approximateNumber(price) - low) / (high - low)) * WIDTH
  const y = (cumulative: number) => HEIGHT - (cumulative / max) * (HEIGHT - 4)
  let path = `M ${x(points[0]!.price)} ${HEIGHT} L ${x(points[0]!.price)} ${y(points[0]!.cumulative)}`
  for (let i = 1; i < points.length; i++) {
    const point = points[i]!
    path += ` L ${x(point.price)} ${y(points[i - 1]!.cumulative)} L ${x(point.price)} ${y(point.cumulative)}`
  }
  path += ` L ${x(points.at(-1)!.price)} ${HEIGHT} Z`
  return <path d={path} className={className} />
}
