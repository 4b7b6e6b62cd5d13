import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../../../../lib/use-session.js'
import { notForRoleTarget, PROJECT_OWNER_ROLES } from '../utils/my-projects-menu.js'

/**
 * A page of the project owners (clients and executive partners). Another role reads why there is
 * nothing here and the way to its own first page, rather than a page whose every call the api
 * would refuse. The layout has already sent guests to sign in.
 */
export function RequireProjectOwner({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['network-projects', 'common'])
  const { role } = useSession()
  if (PROJECT_OWNER_ROLES.includes(role)) return children
  const target = notForRoleTarget(role)
  return (
    <section className="card my-projects__not-for-role" role="status">
      <h2>{t('notForRole.title')}</h2>
      <p>{t('notForRole.text')}</p>
      <Link className="button" to={target.to}>
        {t('notForRole.link', { page: t(target.labelKey) })}
      </Link>
    </section>
  )
}
