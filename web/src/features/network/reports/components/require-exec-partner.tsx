import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../../../../lib/use-session.js'
import { notForRoleTarget } from '../../projects/utils/my-projects-menu.js'
import { ownerProjectsPath, listTitleKey } from '../../projects/utils/owner-paths.js'

/**
 * A page of executive partners (reports). Another role reads why there is nothing here and the way
 * to its own first page, rather than a page whose every call the api would refuse.
 */
export function RequireExecPartner({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['network-reports', 'network-projects', 'common'])
  const { role } = useSession()
  if (role === 'ExecPartner') return children
  const target =
    role === 'Client'
      ? { to: ownerProjectsPath(role), labelKey: `network-projects:${listTitleKey(role)}` }
      : notForRoleTarget(role)
  return (
    <section className="card my-projects__not-for-role" role="status">
      <h2>{t('network-projects:notForRole.title')}</h2>
      <p>{t('notForRole')}</p>
      <Link className="button" to={target.to}>
        {t('network-projects:notForRole.link', { page: t(target.labelKey) })}
      </Link>
    </section>
  )
}
