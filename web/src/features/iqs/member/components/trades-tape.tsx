import { useTranslation } from 'react-i18next'
import type { TapeTrade } from '../../market/live/market-feed.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'

/** The recent trades, newest first, coloured by the taker's side. */
export function TradesTape({ trades }: { trades: TapeTrade[] }) {
  const { t, i18n } = useTranslation('iqs-member')
  const time = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', { timeStyle: 'medium' })
  return (
    <section className="panel tape" aria-labelledby="tape-title">
      <header className="panel__head">
        <h2 id="tape-title">{t('tape.title')}</h2>
      </header>
      {trades.length === 0 ? (
        <p className="panel__empty">{t('tape.empty')}</p>
      ) : (
        <table className="tape__table" aria-label={t('tape.title')}>
          <thead>
            <tr>
              <th scope="col">{t('book.price')}</th>
              <th scope="col">{t('book.quantity')}</th>
              <th scope="col">{t('tape.time')}</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((trade) => (
              <tr key={trade.id}>
                <td className={trade.taker_side === 'BUY' ? 'up' : 'down'}>
                  {formatDecimal(trade.price, i18n.language)}
                </td>
                <td>{formatQuantity(trade.quantity, i18n.language)}</td>
                <td className="muted">{time.format(new Date(trade.executed_at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
