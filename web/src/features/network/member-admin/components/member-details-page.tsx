import type { QueryKey } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'
import { QueryState } from '../../../../components/ui/query-state.js'
import { useMemberDetail } from '../api/get-member-detail.js'
import { memberAdminPaths, type MemberAdminRole } from '../utils/member-admin-paths.js'
import { memberName } from '../utils/member-name.js'
import { AccountCard } from './account-card.js'
import { AdminHistory } from './admin-history.js'
import { MemberReviewActions } from './member-review-actions.js'
import { MemberStatusBadge } from './member-status-badge.js'
import { MemberApplications, MemberContracts, MemberProjects } from './member-work.js'
import { MembershipCard } from './membership-card.js'
import { ReceivedReviews } from './received-reviews.js'
import { SubmissionCard } from './submission-card.js'
import { TokenStatusCard } from './token-status-card.js'
import './member-admin.css'

const AREA_ROLES: readonly string[] = ['ExecPartner', 'Consultant', 'Client'] satisfies MemberAdminRole[]

interface MemberDetailsPageProps {
  /** The area the page is in; a member of another area's role is shown in theirs. */
  role: MemberAdminRole
  userId: number
  /** The list the admin came from (clients have a page under each); partners' and consultants' is one. */
  from?: 'pending' | 'reports'
  /** What another part adds to the record (an executive partner's public card). */
  extra?: ReactNode
  /** What else the area shows of its members, refreshed after an action (the reports). */
  refreshes?: readonly QueryKey[]
}

/**
 * pending/details/{id}, details/{id}, reports/details/{id} (spec §2): a member's whole record for
 * the admins of their role's group: the decision on a pending application, the membership, the
 * account's suspension, what they submitted, their projects, applications, contracts, the reviews
 * about them, their token status and the admins' actions on them.
 */
export function MemberDetailsPage({ role, userId, from, extra, refreshes }: MemberDetailsPageProps) {
  const { t } = useTranslation('network-member-admin')
  const detail = useMemberDetail(userId)
  const data = detail.data
  // Back to the list the admin came from; partners' and consultants' one address: by the status.
  const toPending = (from ?? (data?.member.status === 'PENDING' ? 'pending' : 'reports')) === 'pending'
  const back = toPending
    ? { to: memberAdminPaths.pending(role), labelKey: 'details.backPending' }
    : { to: memberAdminPaths.reports(role), labelKey: 'details.backReports' }
  if (!data)
    return (
      <QueryState
        query={detail}
        ns="network-member-admin"
        notFoundKey="details.notFound"
        errorKey="details.error"
        back={back}
      />
    )
  const { member } = data
  if (member.role !== role) {
    // An address of the wrong area (a partner's id under /admin-consultants): their own area shows them.
    if (AREA_ROLES.includes(member.role))
      return <Navigate replace to={memberAdminPaths.reportDetails(member.role as MemberAdminRole, userId)} />
    return (
      <section className="card" role="alert">
        <p>{t('details.notFound')}</p>
        <Link to={back.to}>{t(back.labelKey)}</Link>
      </section>
    )
  }
  const name = memberName(member)
  const owner = role === 'Client' || role === 'ExecPartner'
  const more = refreshes ? { refreshes } : {}
  return (
    <section className="member-admin__page" aria-labelledby="member-details-title">
      <Link className="member-admin__back" to={back.to}>
        {t(back.labelKey)}
      </Link>
      <div className="member-admin__heading">
        <h2 id="member-details-title">{name}</h2>
        <MemberStatusBadge status={member.status} />
        {data.account.suspended && <MemberStatusBadge status="SUSPENDED" />}
      </div>
      {member.status === 'PENDING' && (
        <section className="card" aria-labelledby="member-decision-title">
          <h3 id="member-decision-title">{t('details.decision')}</h3>
          <p className="muted">{t('details.decisionHint')}</p>
          <MemberReviewActions member={member} {...more} />
        </section>
      )}
      <div className="member-grid">
        <MembershipCard member={member} />
        <AccountCard userId={userId} name={name} account={data.account} {...more} />
      </div>
      <SubmissionCard submitted={data.submitted} />
      {extra}
      {(owner || data.projects.length > 0) && <MemberProjects projects={data.projects} />}
      {(role === 'Consultant' || data.applications.length > 0) && (
        <MemberApplications applications={data.applications} />
      )}
      <MemberContracts contracts={data.contracts} />
      <div className="member-grid">
        <ReceivedReviews reviews={data.reviews} />
        <TokenStatusCard tokens={data.tokens} />
      </div>
      <AdminHistory entries={data.history} />
    </section>
  )
}
