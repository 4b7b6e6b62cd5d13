import type { ReactNode } from 'react'
import { RequireAdminPermission } from '../../components/admin/require-admin-permission.js'
import { useParams } from 'react-router'
import { CommissionsPage } from '../../features/network/iqstem-admin/components/commissions-page.js'
import { IqstemAdminLayout } from '../../features/network/iqstem-admin/components/iqstem-admin-layout.js'
import { IqstemReportsPage } from '../../features/network/iqstem-admin/components/iqstem-reports-page.js'
import { LeadPage } from '../../features/network/iqstem-admin/components/lead-page.js'
import { LeadsPage } from '../../features/network/iqstem-admin/components/leads-page.js'
import { MemberDetailsPage } from '../../features/network/iqstem-admin/components/member-details-page.js'
import { PendingMembersPage } from '../../features/network/iqstem-admin/components/pending-members-page.js'
import { SponsoredConsultantsPage } from '../../features/network/iqstem-admin/components/sponsored-consultants-page.js'

/**
 * The /admin-iqstem pages of issue 17 (the router loads them lazily). The layout refuses anyone but
 * an admin holding the `iqstem` group (issue 18), so no page below it renders (nor calls the api)
 * for them.
 */
export const IqstemAdminLayoutRoute = () => <IqstemAdminLayout />

const admin = (page: ReactNode) => <RequireAdminPermission permission="iqstem">{page}</RequireAdminPermission>

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
