import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { MailOutboxPage } from '../../features/admin-mail/components/mail-outbox-page.js'
import { paths } from '../../lib/paths.js'
import { useSession } from '../../lib/use-session.js'

/**
 * `/admin-web-site/mail-outbox`: admins only. Anyone else is told so at the address they asked
 * for (a guest with a way to sign in); the api refuses them the same on every call.
 */
export function MailOutboxRoute() {
  const { user, role } = useSession()
  const { t } = useTranslation('admin-mail')
  if (role === 'Admin') return <MailOutboxPage />
  return (
    <section className="card" role="alert">
      <h2>{t('denied.title')}</h2>
      <p>{t('denied.text')}</p>
      {!user && (
        <Link className="button" to={paths.signIn}>
          {t('denied.signIn')}
        </Link>
      )}
    </section>
  )
}
