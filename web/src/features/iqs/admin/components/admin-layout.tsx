import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { useSession } from '../../../../lib/use-session.js'
import { adminPaths } from '../admin-paths.js'
import './iqs-admin.css'

const SECTIONS = [
  ['whiteList', adminPaths.whiteList],
  ['marketConfig', adminPaths.marketConfig],
  ['settlement', adminPaths.settlement],
  ['chain', adminPaths.chain],
  ['buySell', adminPaths.buySell],
  ['accountHistory', adminPaths.accountHistory],
  ['holdings', adminPaths.holdings],
  ['news', adminPaths.news],
  ['addVote', adminPaths.addVote],
  ['voteHistory', adminPaths.voteHistory],
  ['dividends', adminPaths.dividends],
  ['audit', adminPaths.audit],
] as const

/** The sections the read-only auditor reads (issue 19 adds the tokens on chain and the dividends). */
const AUDITOR_SECTIONS: ReadonlySet<string> = new Set(['audit', 'chain', 'dividends'])

/** The token admin area: its section menu beside the page (spec §2 route tree). */
export function AdminLayout() {
  const { t } = useTranslation('iqs-admin')
  const { role } = useSession()
  // The read-only auditor reaches the audit view, the chain and the dividends pages only; the api
  // refuses it every other admin call anyway.
  const sections = role === 'Admin' ? SECTIONS : SECTIONS.filter(([key]) => AUDITOR_SECTIONS.has(key))
  return (
    <div className="iqs-admin">
      <nav className="iqs-admin__menu" aria-label={t('menu.label')}>
        {sections.map(([key, to]) => (
          <NavLink key={key} to={to} end={key === 'holdings' ? false : undefined}>
            {t(`menu.${key}`)}
          </NavLink>
        ))}
      </nav>
      <div className="iqs-admin__page">
        <Outlet />
      </div>
    </div>
  )
}
