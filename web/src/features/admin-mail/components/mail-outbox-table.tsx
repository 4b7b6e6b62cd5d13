import type { MailOutboxEntry } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** The outbox's mails as rows: when, to whom, what, in which language; a button opens one. */
export function MailOutboxTable({
  mails,
  openId,
  onOpen,
}: {
  mails: MailOutboxEntry[]
  openId: number | undefined
  onOpen: (id: number) => void
}) {
  const { t, i18n } = useTranslation('admin-mail')
  const time = new Intl.DateTimeFormat(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
  })
  return (
    <div className="mail-outbox__scroll">
      <table className="mail-outbox__table" aria-label={t('table.label')}>
        <thead>
          <tr>
            <th>{t('table.date')}</th>
            <th>{t('table.to')}</th>
            <th>{t('table.subject')}</th>
            <th>{t('table.language')}</th>
            <th>
              <span className="visually-hidden">{t('table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {mails.map((mail) => (
            <tr key={mail.id} className={mail.id === openId ? 'is-open' : undefined}>
              <td>{time.format(new Date(mail.created_at))}</td>
              <td className="mail-outbox__to">{mail.to}</td>
              <td>{mail.subject}</td>
              <td>{t(`languages.${mail.language}`)}</td>
              <td>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-pressed={mail.id === openId}
                  aria-label={t('table.open', { subject: mail.subject })}
                  onClick={() => onOpen(mail.id)}
                >
                  {mail.id === openId ? t('table.close') : t('table.show')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
