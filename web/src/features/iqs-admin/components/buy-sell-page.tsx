import type { OrderBook } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../components/ui/list-state.js'
import { useOrderBook } from '../api/get-order-book.js'
import { useRecentTrades } from '../api/get-recent-trades.js'
import { formatDateTime, formatDecimal, formatEur } from '../utils/format-decimal.js'

/** A read-only view of both sides of a market's book and its latest trades (refreshed every 5 s). */
export function BuySellPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [isIQS, setIsIQS] = useState(true)
  const book = useOrderBook(isIQS)
  const trades = useRecentTrades(isIQS)
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
              aria-pressed={isIQS === (name === 'IQS')}
              onClick={() => setIsIQS(name === 'IQS')}
            >
              {name}
            </button>
          ))}
        </div>
      </header>
      <div className="admin-grid admin-grid--three">
        <BookSide title={t('buySell.bids')} side="buy" entries={book.data?.buy} status={book.status} />
        <BookSide title={t('buySell.asks')} side="sell" entries={book.data?.sell} status={book.status} />
        <section className="card" aria-labelledby="bs-trades">
          <h3 id="bs-trades">{t('buySell.trades')}</h3>
          <ListState
            status={trades.status}
            isEmpty={trades.data?.length === 0}
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
                {trades.data?.map((trade) => (
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
  entries: OrderBook['buy'] | undefined
  status: 'pending' | 'error' | 'success'
}) {
  const { t, i18n } = useTranslation('iqs-admin')
  // Placeholder rows (qty -1, spec §9) carry no order: the admin view leaves them out.
  const levels = props.entries?.filter((e) => !e.qty.startsWith('-')) ?? []
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
