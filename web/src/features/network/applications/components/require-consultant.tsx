import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../../../../lib/use-session.js'
import { notForRoleTarget, PROJECT_OWNER_ROLES } from '../../projects/utils/my-projects-menu.js'
import { listTitleKey, ownerProjectsPath } from '../../projects/utils/owner-paths.js'

/**
 * A page of consultants (jobs, applications). Another role reads why there is nothing here and
 * the way to its own first page, rather than a page whose every call the api would refuse. The
 * layout has already sent guests to sign in.
 */
export function RequireConsultant({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['network-applications', 'network-projects', 'common'])
  const { role } = useSession()
  if (role === 'Consultant') return children
  const target = PROJECT_OWNER_ROLES.includes(role)
    ? { to: ownerProjectsPath(role), labelKey: `network-projects:${listTitleKey(role)}` }
    : notForRoleTarget(role)
  return (
    <section className="card my-projects__not-for-role" role="status">
      <h2>{t('network-projects:notForRole.title')}</h2>
      <p>{t('notForRole.text')}</p>
      <Link className="button" to={target.to}>
        {t('network-projects:notForRole.link', { page: t(target.labelKey) })}
      </Link>
    </section>
  )
}
