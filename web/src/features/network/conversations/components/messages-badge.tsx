import { useCallback, useId, useRef, useState } from 'react'
import { useDismiss } from '../../../../lib/use-dismiss.js'
import { useTranslation } from 'react-i18next'
import { useConversations, useUnreadMessages } from '../api/get-conversations.js'
import { ConversationList } from './conversation-list.js'
import './conversations.css'

/**
 * The header's messages badge (issue 16), beside the bell, for the network's members: the unread
 * count, polled every 15 s and on the window's focus; a click opens my latest conversations, each
 * leading to the page that shows it (the consultant's application, the owner's applicant). Escape,
 * a click outside or following a link closes it.
 */
export function MessagesBadge() {
  const { t } = useTranslation('network-conversations')
  const [open, setOpen] = useState(false)
  const unread = useUnreadMessages().data?.unread ?? 0
  const conversations = useConversations(open)
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()

  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, root, close)

  return (
    <div className="messages-badge" ref={root}>
      <button
        type="button"
        className="messages-badge__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('badge.unread', { count: unread }) : t('badge.label')}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm2 4v2h12V8Zm0 4v2h8v-2Z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && (
          <span className="messages-badge__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="messages-badge__panel" id={panelId} role="region" aria-label={t('badge.label')}>
          <h2>{t('list.title')}</h2>
          <ConversationList
            status={conversations.status}
            items={conversations.data?.items ?? []}
            onFollow={() => setOpen(false)}
          />
        </div>
      )}
    </div>
  )
}
