import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../components/ui/list-state.js'
import { useOutboxMail } from '../api/get-outbox-mail.js'

/**
 * One mail as its recipient would read it: the HTML part in a frame, or the text part. The frame
 * is sandboxed with no permission at all (`sandbox=""`): no script runs, no form posts, nothing
 * reaches this page's cookies or storage, whatever a mail holds.
 */
export function OutboxMailView({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('admin-mail')
  const mail = useOutboxMail(id)
  const [part, setPart] = useState<'html' | 'text'>('html')
  return (
    <article className="mail-outbox__mail card" aria-labelledby="mail-outbox-mail-title">
      <ListState status={mail.status} isEmpty={false} emptyText="" errorText={t('mail.error')}>
        {mail.data && (
          <>
            <header className="mail-outbox__mail-header">
              <h3 id="mail-outbox-mail-title">{mail.data.subject}</h3>
              <button type="button" className="button button--ghost" onClick={onClose}>
                {t('mail.close')}
              </button>
            </header>
            <dl className="mail-outbox__meta">
              <dt>{t('table.to')}</dt>
              <dd>{mail.data.to}</dd>
              <dt>{t('table.language')}</dt>
              <dd>{t(`languages.${mail.data.language}`)}</dd>
            </dl>
            <div className="mail-outbox__parts" role="group" aria-label={t('mail.parts')}>
              {(['html', 'text'] as const).map((p) => (
                <button
                  key={p}
                  type="button"
                  className={p === part ? 'button' : 'button button--ghost'}
                  aria-pressed={p === part}
                  onClick={() => setPart(p)}
                >
                  {t(`mail.${p}`)}
                </button>
              ))}
            </div>
            {part === 'html' ? (
              <iframe
                className="mail-outbox__frame"
                title={t('mail.frameTitle', { subject: mail.data.subject })}
                sandbox=""
                srcDoc={mail.data.html}
              />
            ) : (
              <pre className="mail-outbox__text">{mail.data.text}</pre>
            )}
          </>
        )}
      </ListState>
    </article>
  )
}
