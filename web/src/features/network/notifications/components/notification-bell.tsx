import { useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from '../../../../lib/use-dismiss.js'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/use-session.js'
import { useNotifications } from '../api/get-notifications.js'
import { useMarkRead } from '../api/mark-read.js'
import { NotificationList } from './notification-list.js'
import './notifications.css'

/**
 * The header's bell (issue 16), for signed-in members: the unread count, polled every minute and
 * on the window's focus; a click opens the latest, each leading where it says, and marks those
 * shown read (they stay marked "new" while the list is open). Escape, a click outside or
 * following a link closes it.
 */
export function NotificationBell() {
  const { t } = useTranslation('network-notifications')
  const { role } = useSession()
  const notifications = useNotifications()
  const markRead = useMarkRead()
  const [open, setOpen] = useState(false)
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set())
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const unread = notifications.data?.unread ?? 0
  const items = notifications.data?.items ?? []

  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, root, close)

  const toggle = () => {
    if (open) {
      setOpen(false)
      return
    }
    const unreadShown = items.filter((item) => item.read_at === null).map((item) => item.id)
    setFresh(new Set(unreadShown))
    setOpen(true)
    if (unreadShown.length > 0) markRead.mutate({ ids: unreadShown })
  }

  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label')}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && (
          <span className="notification-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="notification-bell__panel" id={panelId} role="region" aria-label={t('bell.label')}>
          <NotificationList
            status={notifications.status}
            items={items}
            fresh={fresh}
            consultant={role === 'Consultant'}
            onFollow={() => setOpen(false)}
          />
        </div>
      )}
    </div>
  )
}
