import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { CommissionsPage } from '../../features/network/iqstem-admin/components/commissions-page.js'
import { IqstemAdminLayout } from '../../features/network/iqstem-admin/components/iqstem-admin-layout.js'
import { IqstemReportsPage } from '../../features/network/iqstem-admin/components/iqstem-reports-page.js'
import { LeadPage } from '../../features/network/iqstem-admin/components/lead-page.js'
import { LeadsPage } from '../../features/network/iqstem-admin/components/leads-page.js'
import { MemberDetailsPage } from '../../features/network/iqstem-admin/components/member-details-page.js'
import { PendingMembersPage } from '../../features/network/iqstem-admin/components/pending-members-page.js'
import { RequireAdmin } from '../../features/network/iqstem-admin/components/require-admin.js'
import { SponsoredConsultantsPage } from '../../features/network/iqstem-admin/components/sponsored-consultants-page.js'

/**
 * The /admin-iqstem pages of issue 17 (the router loads them lazily). The layout refuses anyone but
 * an admin, as the token admin area does, so no page below it renders (nor calls the api) for them.
 */
export const IqstemAdminLayoutRoute = () => (
  <RequireAdmin>
    <IqstemAdminLayout />
  </RequireAdmin>
)

const admin = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>

export const ReportsRoute = () => admin(<IqstemReportsPage />)
export const PendingMembersRoute = () => admin(<PendingMembersPage />)
export const LeadsRoute = () => admin(<LeadsPage />)
export function LeadRoute() {
  const { leadId } = useParams()
  return admin(<LeadPage key={leadId} leadId={Number(leadId)} />)
}
export const SponsoredConsultantsRoute = () => admin(<SponsoredConsultantsPage />)
export function MemberDetailsRoute() {
  const { memberId } = useParams()
  return admin(<MemberDetailsPage key={memberId} memberId={Number(memberId)} />)
}
export const CommissionsRoute = () => admin(<CommissionsPage />)
