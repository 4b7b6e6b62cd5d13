import { useLocation, useMatches, useParams } from 'react-router'
import { MemberAdminLayout } from '../../features/network/member-admin/components/member-admin-layout.js'
import { MemberDetailsPage } from '../../features/network/member-admin/components/member-details-page.js'
import { PendingMembersPage } from '../../features/network/member-admin/components/pending-members-page.js'
import { useMemberRole } from '../../features/network/member-admin/hooks/use-member-role.js'
import { memberReportsKeys } from '../../features/network/member-reports/api/member-reports-keys.js'
import { AdminConsultantSearchPage } from '../../features/network/member-reports/components/admin-consultant-search-page.js'
import { ExecPartnerCardControl } from '../../features/network/member-reports/components/exec-partner-card-control.js'
import { MembersReportsPage } from '../../features/network/member-reports/components/members-reports-page.js'
import type { RouteHandle } from '../layout/route-handle.js'

/**
 * The member admin areas of issue 18 (/admin-exec-partners, /admin-consultants, /admin-clients; the
 * router loads them lazily). Each area's route handle names its role; the layout refuses anyone but
 * an admin holding the area's group, so no page below it renders (nor calls the api) for them. The
 * review and the records are `features/network/member-admin`; the reports, the consultant search
 * and the exec partner cards are `features/network/member-reports`: composed here, not imported by
 * each other.
 */

/** What the reports part shows of the members: refreshed after a decision or a suspension. */
const REPORTS = [memberReportsKeys.reports, memberReportsKeys.consultants, memberReportsKeys.cards]

export function MemberAdminLayoutRoute() {
  const role = useMemberRole()
  return <MemberAdminLayout role={role} />
}

/** The area's reports; its role is the area route's handle's (router.tsx, `memberAdminArea`). */
export function MembersReportsRoute() {
  const role = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.memberRole)
    .findLast((memberRole) => memberRole !== undefined)
  // Keyed on the role: another area's reports start afresh.
  return role ? <MembersReportsPage key={role} role={role} /> : null
}

export function PendingMembersRoute() {
  const role = useMemberRole()
  return <PendingMembersPage key={role} role={role} refreshes={REPORTS} />
}

/**
 * A member's record: `details/:execPartnerId`, `details/:consultantId`, and a client's under each
 * list (`pending/details/:id`, `reports/details/:id`), whose way back leads to that list. An
 * executive partner's record adds their public card (the reports part's control).
 */
export function MemberDetailsRoute() {
  const role = useMemberRole()
  const params = useParams()
  const { pathname } = useLocation()
  const userId = Number(params.execPartnerId ?? params.consultantId ?? params.id)
  const from = role === 'Client' ? (pathname.includes('/pending/') ? 'pending' : 'reports') : undefined
  return (
    <MemberDetailsPage
      key={`${role}-${userId}`}
      role={role}
      userId={userId}
      {...(from ? { from } : {})}
      refreshes={REPORTS}
      extra={role === 'ExecPartner' ? <ExecPartnerCardControl userId={userId} /> : null}
    />
  )
}

export const ConsultantSearchRoute = () => <AdminConsultantSearchPage />
