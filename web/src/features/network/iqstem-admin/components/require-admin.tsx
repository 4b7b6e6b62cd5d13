import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../../lib/paths.js'
import { useSession } from '../../../../lib/use-session.js'

/**
 * The area is the admins': anyone else reads that the page is not theirs (a guest, with the way to
 * sign in) at the address they asked for, as in the token admin area. The api refuses every call too.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, role } = useSession()
  const { t } = useTranslation('network-iqstem-admin')
  if (role === 'Admin') return children
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
