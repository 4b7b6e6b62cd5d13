import { percentOf } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import type { BookLevel, BookView } from '../live/book-store.js'
import type { FeedStatus } from '../live/market-feed.js'
import { formatDecimal, formatQuantity } from '../utils/money.js'

interface OrderBookProps {
  view: BookView
  status: FeedStatus
  /** Clicking a price puts it into the order form. */
  onPickPrice?: (price: string) => void
  /** The price groups offered (the market's 0.01 / 0.05 / 0.10 / 1.00), the one shown, and its change. */
  grouping?: { groups: readonly string[]; group: string; onGroup: (group: string) => void }
}

/**
 * The live order book: asks above (best nearest the spread), bids below, each row with its
 * cumulative depth bar drawn across the whole row, and the cumulative quantity in its own column
 * (named for what it is, not "Total"). A thin book shows empty rows where the model holds its -1
 * placeholders. With `grouping`, a select in the header groups the prices.
 */
export function OrderBook({ view, status, onPickPrice, grouping }: OrderBookProps) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const row = (level: BookLevel, side: 'ask' | 'bid', index: number) => {
    if (level.placeholder)
      return (
        <tr key={`${side}-empty-${index}`} className="book__row book__row--empty" data-placeholder="true">
          <td>&nbsp;</td>
          <td />
          <td />
        </tr>
      )
    const depth = percentOf(level.cumulative, view.maxCumulative, 1) ?? '0.0'
    return (
      <tr key={`${side}-${level.price}`} className={`book__row book__row--${side}`} data-depth={depth}>
        <td className="book__price">
          {/* Positioned against the row (trading.css), so the bar runs under every cell, as on Binance. */}
          <span className="book__depth" aria-hidden="true" style={{ width: `${depth}%` }} />
          <button
            type="button"
            onClick={() => onPickPrice?.(level.price)}
            aria-label={t('book.pick', { price: level.price })}
          >
            {formatDecimal(level.price, lng)}
          </button>
        </td>
        <td>{formatQuantity(level.qty, lng)}</td>
        <td>{formatQuantity(level.cumulative, lng)}</td>
      </tr>
    )
  }
  return (
    <section className="panel book" aria-labelledby="book-title">
      <header className="panel__head">
        <h2 id="book-title">{t('book.title')}</h2>
        {grouping && grouping.groups.length > 1 && (
          <select
            className="book__grouping"
            value={grouping.group}
            onChange={(e) => grouping.onGroup(e.target.value)}
            aria-label={t('book.grouping')}
          >
            {grouping.groups.map((group) => (
              <option key={group} value={group}>
                {formatDecimal(group, lng)}
              </option>
            ))}
          </select>
        )}
        <FeedBadge status={status} />
      </header>
      <table className="book__table" aria-label={t('book.title')}>
        <thead>
          <tr>
            <th scope="col">{t('book.price')}</th>
            <th scope="col">{t('book.quantity')}</th>
            <th scope="col">{t('book.cumulative')}</th>
          </tr>
        </thead>
        <tbody aria-label={t('book.asks')}>{[...view.asks].reverse().map((l, i) => row(l, 'ask', i))}</tbody>
        <tbody>
          <tr className="book__spread">
            <td colSpan={3}>
              {t('book.spread')}{' '}
              <strong>{view.spread === null ? '—' : formatDecimal(view.spread, lng)}</strong>
            </td>
          </tr>
        </tbody>
        <tbody aria-label={t('book.bids')}>{view.bids.map((l, i) => row(l, 'bid', i))}</tbody>
      </table>
    </section>
  )
}

/** Live, connecting, reconnecting or resyncing: what the trader must know before trusting the book. */
export function FeedBadge({ status }: { status: FeedStatus }) {
  const { t } = useTranslation('iqs-member')
  return (
    <span className={`feed-badge feed-badge--${status}`} role="status">
      {t(`feed.${status}`)}
    </span>
  )
}
