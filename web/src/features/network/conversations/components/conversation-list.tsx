import type { ConversationSummary } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMessageTime } from '../utils/message-time.js'

interface ConversationListProps {
  status: 'pending' | 'error' | 'success'
  items: readonly ConversationSummary[]
  onFollow: () => void
}

/** My latest conversations: the project, the other side, the latest words, what I have not read. */
export function ConversationList({ status, items, onFollow }: ConversationListProps) {
  const { t, i18n } = useTranslation('network-conversations')
  if (status === 'pending')
    return (
      <p className="list-state list-state--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('panel.loadingEarlier')}
      </p>
    )
  if (status === 'error')
    return (
      <p className="list-state list-state--error" role="alert">
        {t('list.error')}
      </p>
    )
  if (items.length === 0) return <p className="muted">{t('list.empty')}</p>
  return (
    <ul className="conversation-list" aria-label={t('list.title')}>
      {items.map((item) => (
        <li key={item.application_id}>
          <Link to={item.link} onClick={onFollow}>
            <strong>{item.project.title ?? t('list.untitled')}</strong>
            <span>{item.other_party.name ?? t('list.someone')}</span>
            <span className="muted">
              {item.last_message.mine
                ? t('list.you', { text: item.last_message.excerpt })
                : item.last_message.excerpt}
            </span>
            <span className="muted">
              <time dateTime={item.last_message.at}>
                {formatMessageTime(item.last_message.at, i18n.language)}
              </time>
              {item.unread > 0 && (
                <>
                  {' · '}
                  <span className="conversation-list__unread">
                    {t('list.unread', { count: item.unread })}
                  </span>
                </>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
