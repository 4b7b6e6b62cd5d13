import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import './iqstem-admin.css'

const SECTIONS = [
  ['reports', iqstemAdminPaths.reports],
  ['pending', iqstemAdminPaths.pending],
  ['leads', iqstemAdminPaths.leads],
  ['consultants', iqstemAdminPaths.consultants],
  ['commissions', iqstemAdminPaths.commissions],
] as const

/** The IQStem admin area: its section menu beside the page (spec §2 /admin-iqstem). */
export function IqstemAdminLayout() {
  const { t } = useTranslation('network-iqstem-admin')
  return (
    <div className="iqstem-admin">
      <nav className="iqstem-admin__menu" aria-label={t('menu.label')}>
        {SECTIONS.map(([key, to]) => (
          <NavLink key={key} to={to}>
            {t(`menu.${key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="iqstem-admin__page">
        <Outlet />
      </div>
    </div>
  )
}
