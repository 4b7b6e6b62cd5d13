import type { Message } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../../lib/api-client.js'
import { formatFileSize } from '../../../../lib/format.js'
import { formatMessageTime } from '../utils/message-time.js'

/** One message of the thread: who, when, the text as written (lines kept), its files to download. */
export function MessageItem({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('network-conversations')
  const who = message.mine
    ? t('message.you')
    : (message.sender.name ?? t(message.sender.part === 'applicant' ? 'message.applicant' : 'message.owner'))
  return (
    <li className={`message${message.mine ? ' message--mine' : ''}`}>
      <p className="message__meta">
        <strong>{who}</strong>{' '}
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at, i18n.language)}</time>
      </p>
      {message.erased ? (
        <p className="message__body message__body--erased">{t('message.erased')}</p>
      ) : (
        <p className="message__body">{message.body}</p>
      )}
      {message.attachments.length > 0 && (
        <ul className="message__files" aria-label={t('message.attachments')}>
          {message.attachments.map((file) => (
            <li key={file.n}>
              <a href={apiUrl(file.url)} download={file.file_name}>
                {file.file_name}
              </a>{' '}
              <span className="muted">({formatFileSize(file.size, i18n.language)})</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
