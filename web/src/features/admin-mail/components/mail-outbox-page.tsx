import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListState } from '../../../components/ui/list-state.js'
import { Pagination } from '../../../components/ui/pagination.js'
import { useMailOutbox } from '../api/get-mail-outbox.js'
import { MailOutboxTable } from './mail-outbox-table.js'
import { OutboxMailView } from './outbox-mail-view.js'
import './mail-outbox.css'

/** A whole positive number from the address, else undefined (a hand-edited `?page=abc`). */
function positive(value: string | null): number | undefined {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/**
 * The admin's mail outbox (`/admin-web-site/mail-outbox`): every mail the platform would have
 * sent while no SMTP server is configured, newest first, and the one opened below the list. The
 * page and the opened mail are in the address, so a reload or a shared link shows the same.
 */
export function MailOutboxPage() {
  const { t } = useTranslation('admin-mail')
  const [params, setParams] = useSearchParams()
  const page = positive(params.get('page')) ?? 1
  const openId = positive(params.get('mail'))
  const outbox = useMailOutbox(page)

  const go = (next: { page?: number; mail?: number | undefined }) => {
    const search = new URLSearchParams()
    const nextPage = next.page ?? page
    if (nextPage > 1) search.set('page', String(nextPage))
    const mail = 'mail' in next ? next.mail : openId
    if (mail !== undefined) search.set('mail', String(mail))
    setParams(search)
  }

  return (
    <section className="mail-outbox" aria-labelledby="mail-outbox-title">
      <header className="mail-outbox__header">
        <h2 id="mail-outbox-title">{t('title')}</h2>
        <p className="muted">{t('intro')}</p>
        {outbox.data?.delivery === 'smtp' && (
          <p className="mail-outbox__notice" role="note">
            {t('smtpConfigured')}
          </p>
        )}
      </header>
      <ListState
        status={outbox.status}
        isEmpty={outbox.data?.items.length === 0}
        emptyText={t('empty')}
        errorText={t('error')}
      >
        {outbox.data && (
          <>
            <p className="muted">{t('count', { count: outbox.data.total })}</p>
            <MailOutboxTable
              mails={outbox.data.items}
              openId={openId}
              onOpen={(id) => go({ mail: id === openId ? undefined : id })}
            />
            <Pagination
              page={outbox.data.page}
              pageCount={outbox.data.page_count}
              onPage={(next) => go({ page: next, mail: undefined })}
            />
          </>
        )}
      </ListState>
      {openId !== undefined && (
        <OutboxMailView key={openId} id={openId} onClose={() => go({ mail: undefined })} />
      )}
    </section>
  )
}
