import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'
import { visibleLinks } from '../../../lib/policies.js'
import { useAdminPermissions } from '../../../lib/use-admin-permissions.js'
import { useSession } from '../../../lib/use-session.js'

/**
 * The signed-in user's areas, the header links of their role (spec §2 table; an admin's groups) but this page: the
 * account page is where a user lands from their name, so it leads on to where their work is.
 */
export function AccountAreas() {
  const { t } = useTranslation('account')
  const { role } = useSession()
  const { permissions } = useAdminPermissions()
  const areas = visibleLinks(role, permissions).filter((link) => link.to !== paths.myAccount)
  if (areas.length === 0) return null
  return (
    <nav className="card preferences-section" aria-labelledby="areas-title">
      <h2 id="areas-title">{t('home.areas.title')}</h2>
      <p className="muted">{t('home.areas.text')}</p>
      <ul className="account-areas">
        {areas.map((link) => (
          <li key={link.to}>
            <Link className="account-areas__link" to={link.to}>
              {t(link.labelKey, { ns: 'common' })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
