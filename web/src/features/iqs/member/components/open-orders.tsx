import type { Order } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useCancelOrder } from '../api/cancel-order.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'

/** My resting orders on both markets, each with its cancel button. */
export function OpenOrders({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const cancel = useCancelOrder()
  const when = new Intl.DateTimeFormat(lng === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
  })
  if (orders.length === 0) return <p className="panel__empty">{t('orders.empty')}</p>
  return (
    <table className="grid-table" aria-label={t('orders.title')}>
      <thead>
        <tr>
          <th scope="col">{t('orders.date')}</th>
          <th scope="col">{t('orders.market')}</th>
          <th scope="col">{t('form.side')}</th>
          <th scope="col">{t('form.type')}</th>
          <th scope="col">{t('form.price')}</th>
          <th scope="col">{t('form.quantity')}</th>
          <th scope="col">{t('orders.filled')}</th>
          <th scope="col">{t('orders.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('orders.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td>{when.format(new Date(order.created_at))}</td>
            <td>{order.instrument}</td>
            <td className={order.side === 'BUY' ? 'up' : 'down'}>
              {t(order.side === 'BUY' ? 'form.buyTab' : 'form.sellTab')}
            </td>
            <td>{t(order.order_type === 'LIMIT' ? 'form.limit' : 'form.market')}</td>
            <td>{order.price ? formatDecimal(order.price, lng) : '—'}</td>
            <td>{formatQuantity(order.quantity, lng)}</td>
            <td>{formatQuantity(order.filled, lng)}</td>
            <td>{t(`orderStatus.${order.status}`)}</td>
            <td>
              <button
                type="button"
                className="link-button"
                disabled={cancel.isPending && cancel.variables === order.id}
                aria-label={t('orders.cancelOne', {
                  side: order.side,
                  qty: order.remaining,
                  price: order.price ?? '',
                })}
                onClick={() =>
                  cancel.mutate(order.id, {
                    onSuccess: () => toast.success(t('orders.cancelled')),
                    onError: () => toast.error(t('orders.cancelFailed')),
                  })
                }
              >
                {t('orders.cancel')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
