import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { visibleLinks } from '../../lib/policies.js'
import { useAdminPermissions } from '../../lib/use-admin-permissions.js'
import { useSession } from '../../lib/use-session.js'
import './main-nav.css'

/**
 * The header links of the visitor's role (spec §2 table); an admin sees the areas of the groups
 * they hold. Token links sit in their own section, which only a signed-in, non-guest role sees.
 */
export function MainNav({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const { t } = useTranslation()
  const { user, role } = useSession()
  const { permissions } = useAdminPermissions()
  const links = visibleLinks(role, permissions)
  const main = links.filter((link) => !link.token)
  const token = user ? links.filter((link) => link.token) : []
  return (
    <nav className={`main-nav main-nav--${orientation}`} aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {main.map((link) => (
          <li key={link.to}>
            <NavLink className="main-nav__link" to={link.to}>
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      {token.length > 0 && (
        <div className="main-nav__tokens" role="group" aria-label={t('nav.tokenSection')}>
          <span className="main-nav__tokens-label" aria-hidden="true">
            {t('nav.tokenSection')}
          </span>
          {token.map((link) => (
            <NavLink key={link.to} className="main-nav__link main-nav__link--token" to={link.to}>
              {t(link.labelKey)}
            </NavLink>
          ))}
        </div>
      )}
    </nav>
  )
}
