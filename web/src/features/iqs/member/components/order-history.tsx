import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOrderHistory, type HistoryFilters } from '../api/get-order-history.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'
import './order-history.css'

const STATUSES = ['closed', 'filled', 'cancelled', 'expired'] as const

/**
 * The order history tab: my finished orders (filled, cancelled, expired), newest first, filtered by
 * status, side and market, a page at a time ("Load more").
 */
export function OrderHistory() {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const [filters, setFilters] = useState<HistoryFilters>({ status: 'closed' })
  const history = useOrderHistory(filters)
  const when = new Intl.DateTimeFormat(lng === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  })
  const rows = history.data?.pages.flat() ?? []
  return (
    <div className="order-history">
      <div className="order-history__filters" role="group" aria-label={t('orderHistory.filters')}>
        <label>
          {t('orders.status')}
          <select
            value={filters.status}
            onChange={(e) => setFilters({ ...filters, status: e.target.value as HistoryFilters['status'] })}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orderHistory.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('form.side')}
          <select
            value={filters.side ?? ''}
            onChange={(e) =>
              setFilters({ ...filters, side: (e.target.value || undefined) as HistoryFilters['side'] })
            }
          >
            <option value="">{t('orderHistory.all')}</option>
            <option value="BUY">{t('form.buyTab')}</option>
            <option value="SELL">{t('form.sellTab')}</option>
          </select>
        </label>
        <label>
          {t('orders.market')}
          <select
            value={filters.isIQS ?? ''}
            onChange={(e) =>
              setFilters({ ...filters, isIQS: (e.target.value || undefined) as HistoryFilters['isIQS'] })
            }
          >
            <option value="">{t('orderHistory.all')}</option>
            <option value="true">IQS</option>
            <option value="false">OST</option>
          </select>
        </label>
      </div>
      {history.isPending ? (
        <p className="panel__empty">{t('loading')}</p>
      ) : history.isError ? (
        <p className="form-error">{t('orderHistory.failed')}</p>
      ) : rows.length === 0 ? (
        <p className="panel__empty">{t('orderHistory.empty')}</p>
      ) : (
        <table className="grid-table" aria-label={t('orderHistory.title')}>
          <thead>
            <tr>
              <th scope="col">{t('orders.date')}</th>
              <th scope="col">{t('orders.market')}</th>
              <th scope="col">{t('form.side')}</th>
              <th scope="col">{t('form.type')}</th>
              <th scope="col">{t('form.timeInForce')}</th>
              <th scope="col">{t('form.price')}</th>
              <th scope="col">{t('form.quantity')}</th>
              <th scope="col">{t('orders.filled')}</th>
              <th scope="col">{t('orders.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((order) => (
              <tr key={order.id} data-order-id={order.id}>
                <td>{when.format(new Date(order.created_at))}</td>
                <td>{order.instrument}</td>
                <td className={order.side === 'BUY' ? 'up' : 'down'}>
                  {t(order.side === 'BUY' ? 'form.buyTab' : 'form.sellTab')}
                </td>
                <td>{t(order.order_type === 'LIMIT' ? 'form.limit' : 'form.market')}</td>
                <td>
                  {order.time_in_force}
                  {order.post_only ? ` · ${t('form.postOnly')}` : ''}
                </td>
                <td>{order.price ? formatDecimal(order.price, lng) : '—'}</td>
                <td>{formatQuantity(order.quantity, lng)}</td>
                <td>{formatQuantity(order.filled, lng)}</td>
                <td>{t(`orderStatus.${order.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {history.hasNextPage && (
        <button
          type="button"
          className="link-button"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {t('orderHistory.more')}
        </button>
      )}
    </div>
  )
}
