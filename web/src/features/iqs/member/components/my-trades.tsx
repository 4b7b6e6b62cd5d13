import { useTranslation } from 'react-i18next'
import { useMyTrades } from '../api/get-my-trades.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'

/**
 * The "My trades" tab: my fills on both markets, newest first, each with my side, whether my order
 * made or took the price, my fee, what I pay or receive and where its settlement stands; "Load
 * more" fetches the next page.
 */
export function MyTrades() {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const trades = useMyTrades()
  const when = new Intl.DateTimeFormat(lng === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  })
  const rows = trades.data?.pages.flat() ?? []
  if (trades.isPending) return <p className="panel__empty">{t('loading')}</p>
  if (trades.isError) return <p className="form-error">{t('myTrades.failed')}</p>
  if (rows.length === 0) return <p className="panel__empty">{t('myTrades.empty')}</p>
  return (
    <>
      <table className="grid-table" aria-label={t('myTrades.title')}>
        <thead>
          <tr>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.market')}</th>
            <th scope="col">{t('form.side')}</th>
            <th scope="col">{t('myTrades.role')}</th>
            <th scope="col">{t('form.price')}</th>
            <th scope="col">{t('form.quantity')}</th>
            <th scope="col">{t('myTrades.value')}</th>
            <th scope="col">{t('form.fee')}</th>
            <th scope="col">{t('myTrades.net')}</th>
            <th scope="col">{t('myTrades.settlement')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((trade) => (
            <tr key={trade.id} data-trade-id={trade.id}>
              <td>{when.format(new Date(trade.executed_at))}</td>
              <td>{trade.instrument}</td>
              <td className={trade.side === 'BUY' ? 'up' : 'down'}>
                {t(trade.side === 'BUY' ? 'form.buyTab' : 'form.sellTab')}
              </td>
              <td>{t(`myTrades.roles.${trade.role}`)}</td>
              <td>{formatDecimal(trade.price, lng)}</td>
              <td>{formatQuantity(trade.quantity, lng)}</td>
              <td>{formatDecimal(trade.value, lng)} €</td>
              <td>{formatDecimal(trade.fee, lng)} €</td>
              <td>{formatDecimal(trade.net, lng)} €</td>
              <td>{t(`settlement.status.${trade.settlement_status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {trades.hasNextPage && (
        <button
          type="button"
          className="link-button"
          disabled={trades.isFetchingNextPage}
          onClick={() => void trades.fetchNextPage()}
        >
          {t('myTrades.more')}
        </button>
      )}
    </>
  )
}
