import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { SendGuestToSignIn } from '../../../../components/layout/send-guest-to-sign-in.js'
import { paths } from '../../../../lib/paths.js'
import { useSession } from '../../../../lib/use-session.js'
import { myProjectsMenu } from '../utils/my-projects-menu.js'
import './projects.css'

/**
 * The /my-projects area (spec §2): the role's menu, in the spec's order, above the page. Pages of
 * later issues are in the menu too and open their placeholder. A guest is sent to sign in: every
 * page here is a member's.
 */
export function MyProjectsLayout() {
  const { t } = useTranslation('network-projects')
  const { user, role } = useSession()
  if (!user) return <SendGuestToSignIn />
  const menu = myProjectsMenu(role)
  return (
    <div className="my-projects">
      {menu.length > 0 && (
        <nav className="my-projects__menu" aria-label={t('menu.label')}>
          <ul>
            {menu.map((page) => (
              <li key={page}>
                {/* Not `end`: a project's page (project-status/12) keeps its list marked. */}
                <NavLink to={`${paths.myProjects}/${page}`}>{t(`menu.${page}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="my-projects__page">
        <Outlet />
      </div>
    </div>
  )
}
