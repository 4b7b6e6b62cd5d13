import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { FeedBadge } from '../../market/components/order-book.js'
import { useMarketFeed } from '../../market/hooks/use-market-feed.js'
import { bookView, type BookLevel } from '../../market/live/book-store.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { formatDateTime, formatDecimal, formatEur } from '../utils/format-decimal.js'

/** The admin's view shows this many trades of the live tape. */
const TRADES_SHOWN = 30

/**
 * A read-only view of both sides of a market's book and its latest trades, live over the WebSocket
 * through the very feed the member's trading screen uses (snapshot, deltas, gap resync, reconnect).
 */
export function BuySellPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [instrument, setInstrument] = useState<Instrument>('IQS')
  const feed = useMarketFeed(instrument)
  const view = useMemo(() => bookView(feed.book, 20), [feed.book])
  const loading = feed.book ? 'success' : 'pending'
  const trades = feed.trades.slice(0, TRADES_SHOWN)
  const lang = i18n.language
  return (
    <section aria-labelledby="buy-sell-title">
      <header className="admin-page__header">
        <h2 id="buy-sell-title">{t('buySell.title')}</h2>
        <div className="segmented" role="group" aria-label={t('market.instrument')}>
          {(['IQS', 'OST'] as const).map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={instrument === name}
              onClick={() => setInstrument(name)}
            >
              {name}
            </button>
          ))}
        </div>
        <FeedBadge status={feed.status} />
      </header>
      <div className="admin-grid admin-grid--three">
        <BookSide title={t('buySell.bids')} side="buy" levels={view.bids} status={loading} />
        <BookSide title={t('buySell.asks')} side="sell" levels={view.asks} status={loading} />
        <section className="card" aria-labelledby="bs-trades">
          <h3 id="bs-trades">{t('buySell.trades')}</h3>
          <ListState
            status={loading}
            isEmpty={trades.length === 0}
            emptyText={t('buySell.noTrades')}
            errorText={t('buySell.loadError')}
          >
            <table className="admin-table admin-table--compact">
              <thead>
                <tr>
                  <th>{t('buySell.time')}</th>
                  <th className="num">{t('buySell.price')}</th>
                  <th className="num">{t('buySell.quantity')}</th>
                </tr>
              </thead>
              <tbody>
                {trades.map((trade) => (
                  <tr key={trade.id}>
                    <td>{formatDateTime(trade.executed_at, lang)}</td>
                    <td className={`num side-${trade.taker_side.toLowerCase()}`}>
                      {formatEur(trade.price, lang)}
                    </td>
                    <td className="num">{formatDecimal(trade.quantity, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ListState>
        </section>
      </div>
    </section>
  )
}

function BookSide(props: {
  title: string
  side: 'buy' | 'sell'
  levels: BookLevel[]
  status: 'pending' | 'success'
}) {
  const { t, i18n } = useTranslation('iqs-admin')
  // Placeholder rows (qty -1, spec §9) carry no order: the admin view leaves them out.
  const levels = props.levels.filter((level) => !level.placeholder)
  return (
    <section className="card" aria-label={props.title}>
      <h3>{props.title}</h3>
      <ListState
        status={props.status}
        isEmpty={levels.length === 0}
        emptyText={t('buySell.emptySide')}
        errorText={t('buySell.loadError')}
      >
        <table className="admin-table admin-table--compact">
          <thead>
            <tr>
              <th className="num">{t('buySell.price')}</th>
              <th className="num">{t('buySell.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => (
              <tr key={level.price}>
                <td className={`num side-${props.side}`}>{formatEur(level.price, i18n.language)}</td>
                <td className="num">{formatDecimal(level.qty, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListState>
    </section>
  )
}
