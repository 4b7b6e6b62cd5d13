import type { Notification } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatMoment } from '../../projects/utils/format-moment.js'
import { notificationText } from '../utils/notification-text.js'

interface NotificationListProps {
  status: 'pending' | 'error' | 'success'
  items: readonly Notification[]
  /** Unread when the list opened: marked "new" while it stays open. */
  fresh: ReadonlySet<number>
  /** The reader is a consultant: their side's wording where a kind is told to both sides. */
  consultant: boolean
  onFollow: () => void
}

/** The latest notifications, newest first: the sentence, the other side's message, when; each a link. */
export function NotificationList({ status, items, fresh, consultant, onFollow }: NotificationListProps) {
  const { t, i18n } = useTranslation('network-notifications')
  return (
    <ListState
      status={status}
      isEmpty={items.length === 0}
      emptyText={t('list.empty')}
      errorText={t('list.error')}
    >
      <ul className="notification-list" aria-label={t('list.label')}>
        {items.map((item) => (
          <li
            key={item.id}
            className={fresh.has(item.id) ? 'notification notification--new' : 'notification'}
          >
            <Link to={item.link} onClick={onFollow}>
              {fresh.has(item.id) && <span className="notification__new">{t('list.new')}</span>}
              <span className="notification__text">
                {notificationText(t, item, consultant, i18n.language)}
              </span>
              {item.params.message && <q className="notification__message">{item.params.message}</q>}
              <time className="muted notification__time" dateTime={item.created_at}>
                {formatMoment(item.created_at, i18n.language)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </ListState>
  )
}
