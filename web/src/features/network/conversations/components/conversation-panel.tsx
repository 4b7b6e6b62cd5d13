import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { useMarkConversationRead } from '../api/mark-read.js'
import { useMessages } from '../api/get-messages.js'
import { arrivedSince, newestSeq, threadItems } from '../utils/thread-items.js'
import { MessageComposer } from './message-composer.js'
import { MessageItem } from './message-item.js'
import './conversations.css'

/**
 * The conversation of an application (issue 16, "Messages"), for its consultant, the project's
 * owner, and (reading only) admins: the thread, newest at the bottom, earlier pages on demand, and
 * the composer while the conversation takes messages. It reads again every 15 s; what the other side
 * wrote meanwhile is announced (a polite live region) and marked read, since it is on screen. The
 * contract's page embeds it with the contract's application id: one conversation goes on.
 */
export function ConversationPanel({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useTranslation('network-conversations')
  const titleId = useId()
  const messages = useMessages(applicationId)
  const markRead = useMarkConversationRead()
  const threadRef = useRef<HTMLOListElement>(null)
  const seen = useRef<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const pages = messages.data?.pages ?? []
  const newest = pages[0]
  const items = threadItems(pages)
  const lastSeq = newestSeq(items)
  const unread = newest?.unread ?? 0
  const reader = newest?.my_part

  // Shown means read: a party's unread messages are marked once they are on screen.
  const { mutate: mark, isPending: marking } = markRead
  useEffect(() => {
    if (reader && reader !== 'admin' && unread > 0 && !marking) mark(applicationId)
  }, [applicationId, reader, unread, marking, mark])

  // New messages of the other side since the last look are announced; the thread scrolls to them.
  useEffect(() => {
    if (!messages.isSuccess) return
    if (seen.current !== null && lastSeq > seen.current) {
      const count = arrivedSince(items, seen.current)
      if (count > 0) setAnnouncement(t('panel.arrived', { count }))
    }
    if (seen.current === null || lastSeq > seen.current) {
      const thread = threadRef.current
      if (thread) thread.scrollTop = thread.scrollHeight
    }
    seen.current = Math.max(seen.current ?? 0, lastSeq)
  }, [lastSeq, messages.isSuccess, items, t])

  return (
    <section className="card conversation" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('panel.title')}</h3>
      <p className="muted conversation__privacy">{t('panel.privacy')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {messages.status === 'pending' && (
        <p className="list-state list-state--loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('panel.loadingEarlier')}
        </p>
      )}
      {messages.status === 'error' && (
        <p className="list-state list-state--error" role="alert">
          {t('panel.error')}
        </p>
      )}
      {newest && (
        <>
          {messages.hasNextPage && (
            <button
              type="button"
              className="button button--ghost conversation__earlier"
              disabled={messages.isFetchingNextPage}
              onClick={() => void messages.fetchNextPage()}
            >
              {messages.isFetchingNextPage ? t('panel.loadingEarlier') : t('panel.earlier')}
            </button>
          )}
          {items.length === 0 ? (
            <p className="muted conversation__empty">{t('panel.empty')}</p>
          ) : (
            <ol className="conversation__thread" ref={threadRef} aria-label={t('panel.thread')} tabIndex={0}>
              {items.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ol>
          )}
          {newest.my_part === 'admin' ? (
            <p className="muted">{t('panel.readOnly')}</p>
          ) : newest.can_write ? (
            <>
              {newest.write_until && (
                <p className="muted">
                  {t('panel.closesOn', { date: formatDate(newest.write_until, i18n.language) })}
                </p>
              )}
              <MessageComposer
                applicationId={applicationId}
                onSent={() => setAnnouncement(t('composer.sent'))}
              />
            </>
          ) : (
            <p className="muted">{t('panel.closed')}</p>
          )}
        </>
      )}
    </section>
  )
}
