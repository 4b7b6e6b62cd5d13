import { useTranslation } from 'react-i18next'
import { Link, Navigate, NavLink, Outlet } from 'react-router'
import { paths } from '../../../../lib/paths.js'
import { useSession } from '../../../../lib/use-session.js'
import { IQSTEM_MEMBER_ROLES, IQSTEM_MENU, iqstemPath } from '../utils/iqstem-paths.js'
// The network's shared look (menu, lists, filter chips, badges, forms), then this area's own.
import '../../projects/components/projects.css'
import './iqstem.css'

/**
 * The /my-iqstem area (spec §2): its menu above the page. A guest is sent to sign in; a role that
 * is not a member's (a client, an admin) reads whom the area is for and the way to their account,
 * rather than pages whose every call the api would refuse.
 */
export function IqstemMemberLayout() {
  const { t } = useTranslation(['network-iqstem', 'common'])
  const { user, role } = useSession()
  if (!user) return <Navigate to={paths.signIn} replace />
  if (!IQSTEM_MEMBER_ROLES.includes(role))
    return (
      <section className="card my-projects__not-for-role iqstem-not-for-role" role="status">
        <h2>{t('notForRole.title')}</h2>
        <p>{t('notForRole.text')}</p>
        <Link className="button" to={paths.myAccount}>
          {t('notForRole.link')}
        </Link>
      </section>
    )
  return (
    <div className="my-projects iqstem">
      <nav className="my-projects__menu" aria-label={t('menu.label')}>
        <ul>
          {IQSTEM_MENU.map((page) => (
            <li key={page}>
              {/* Not `end`: a lead's page (my-leads/12) keeps its list marked. */}
              <NavLink to={iqstemPath(page)}>{t(`menu.${page}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="my-projects__page">
        <Outlet />
      </div>
    </div>
  )
}
