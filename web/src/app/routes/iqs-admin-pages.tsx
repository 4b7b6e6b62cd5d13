import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useParams } from 'react-router'
import { RequireAdminPermission } from '../../components/admin/require-admin-permission.js'
import { AuditPage } from '../../features/audit/components/audit-page.js'
import { AccountHistoryPage } from '../../features/iqs/admin/components/account-history-page.js'
import { AddShareholderPage } from '../../features/iqs/admin/components/add-shareholder-page.js'
import { AddVotePage } from '../../features/iqs/admin/components/add-vote-page.js'
import { AdminLayout } from '../../features/iqs/admin/components/admin-layout.js'
import { BuySellPage } from '../../features/iqs/admin/components/buy-sell-page.js'
import { ChainPage } from '../../features/iqs/admin/components/chain-page.js'
import { DividendDetailsPage } from '../../features/iqs/admin/components/dividend-details-page.js'
import { DividendsPage } from '../../features/iqs/admin/components/dividends-page.js'
import { HoldingsPage } from '../../features/iqs/admin/components/holdings-page.js'
import { MarketConfigPage } from '../../features/iqs/admin/components/market-config-page.js'
import { NewsPage } from '../../features/iqs/admin/components/news-page.js'
import { SettlementPage } from '../../features/iqs/admin/components/settlement-page.js'
import { VoteHistoryPage } from '../../features/iqs/admin/components/vote-history-page.js'
import { WhiteListDetails } from '../../features/iqs/admin/components/white-list-details.js'
import { WhiteListPage } from '../../features/iqs/admin/components/white-list-page.js'
import { paths } from '../../lib/paths.js'
import type { Role } from '../../lib/session.js'
import { useSession } from '../../lib/use-session.js'

/**
 * Only these roles see the page: the auditor is taken to its audit view,
 * anyone else is told the page is not theirs (a guest, with a way to sign
 * in) at the address they asked for. The api enforces the same on every call.
 */
function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user, role } = useSession()
  const { t } = useTranslation('iqs-admin')
  if (roles.includes(role)) return children
  if (role === 'Auditor') return <Navigate to={paths.iqsAudit} replace />
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

/** An admin holding the `tokens` group (issue 18); the auditor passes where `roles` lets it. */
function RequireTokenAdmin({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { role } = useSession()
  return (
    <RequireRole roles={roles}>
      {role === 'Admin' ? (
        <RequireAdminPermission permission="tokens">{children}</RequireAdminPermission>
      ) : (
        children
      )}
    </RequireRole>
  )
}

const admin = (page: ReactNode) => <RequireTokenAdmin roles={['Admin']}>{page}</RequireTokenAdmin>

/** The token admin area (/iqs-tokens) and the audit view; the router loads them lazily. */
export const AdminAreaRoute = () => (
  <RequireTokenAdmin roles={['Admin', 'Auditor']}>
    <AdminLayout />
  </RequireTokenAdmin>
)
export const WhiteListRoute = () => admin(<WhiteListPage />)
export function WhiteListDetailsRoute() {
  const { userId } = useParams()
  return admin(<WhiteListDetails key={userId} userId={Number(userId)} />)
}
export const MarketConfigRoute = () => admin(<MarketConfigPage />)
export const SettlementRoute = () => admin(<SettlementPage />)
/** The tokens on chain (issue 19): the auditor reads it too; only an admin sends a transaction again. */
export const ChainRoute = () => (
  <RequireTokenAdmin roles={['Admin', 'Auditor']}>
    <ChainPage />
  </RequireTokenAdmin>
)
export const BuySellRoute = () => admin(<BuySellPage />)
export const AccountHistoryRoute = () => admin(<AccountHistoryPage />)
export const HoldingsRoute = () => admin(<HoldingsPage />)
export const AddShareholderRoute = () => admin(<AddShareholderPage />)
export const NewsRoute = () => admin(<NewsPage />)
export const AddVoteRoute = () => admin(<AddVotePage />)
export const VoteHistoryRoute = () => admin(<VoteHistoryPage />)
/** Year-end dividends (issue 19): the auditor reads them too; only an admin declares, fixes, pays or cancels. */
export const DividendsRoute = () => (
  <RequireTokenAdmin roles={['Admin', 'Auditor']}>
    <DividendsPage />
  </RequireTokenAdmin>
)
export function DividendDetailsRoute() {
  const { dividendId = '' } = useParams()
  return (
    <RequireTokenAdmin roles={['Admin', 'Auditor']}>
      <DividendDetailsPage key={dividendId} dividendId={dividendId} />
    </RequireTokenAdmin>
  )
}
export const AuditRoute = () => <AuditPage />
