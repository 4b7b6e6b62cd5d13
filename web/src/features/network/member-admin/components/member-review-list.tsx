import type { QueryKey } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import {
  useMemberReviews,
  type MemberReviewRole,
  type MemberReviewStatus,
} from '../api/get-member-reviews.js'
import { memberName } from '../utils/member-name.js'
import { MemberReviewActions } from './member-review-actions.js'
import { MemberStatusBadge } from './member-status-badge.js'
import { MemberStatusFilter } from './member-status-filter.js'
import './member-admin.css'

/** The lists an admin switches between: the queue first; ONBOARDING holds those asked for more. */
const STATUSES = [
  'PENDING',
  'ONBOARDING',
  'APPROVED',
  'REJECTED',
] as const satisfies readonly MemberReviewStatus[]
type ShownStatus = (typeof STATUSES)[number]

const statusFrom = (params: URLSearchParams): ShownStatus =>
  STATUSES.find((status) => status === params.get('status')) ?? 'PENDING'

interface MemberReviewListProps {
  /** Whose applications: one admin area's role (issue 18), or IQStem (issue 17). */
  role: MemberReviewRole
  /** The member's page in the admin area that lists them. */
  detailsPath: (userId: number) => string
  /** What else the area shows of its members (its reports), refreshed after a decision. */
  refreshes?: readonly QueryKey[]
}

/**
 * A role's applicants to approve, reject (with a reason) or ask for more information (with a
 * message), and the members in each other status (kept in the address). A decided applicant leaves
 * the pending list as soon as the api has recorded the decision. Every admin area's pending page
 * shows it: the three member areas and the IQStem area.
 */
export function MemberReviewList({ role, detailsPath, refreshes }: MemberReviewListProps) {
  const { t, i18n } = useTranslation('network-member-admin')
  const [params, setParams] = useSearchParams()
  const status = statusFrom(params)
  const members = useMemberReviews(role, status)
  const items = members.data?.items ?? []
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—')

  return (
    <>
      <MemberStatusFilter
        statuses={STATUSES}
        value={status}
        onChange={(next) => setParams(next !== 'PENDING' ? { status: next } : {}, { replace: true })}
      />
      <ListState
        status={members.status}
        isEmpty={items.length === 0}
        emptyText={t(`review.empty.${status}`)}
        errorText={t('review.error')}
      >
        <div className="member-table-wrap">
          <table className="member-table">
            <caption className="visually-hidden">{t(`review.caption.${status}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('review.name')}</th>
                <th scope="col">{t('review.contact')}</th>
                <th scope="col">{t('review.submitted')}</th>
                <th scope="col">{t('review.sponsor')}</th>
                <th scope="col">{t('review.status')}</th>
                {status === 'PENDING' && <th scope="col">{t('review.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((member) => (
                <tr key={member.user_id}>
                  <th scope="row">
                    <Link to={detailsPath(member.user_id)}>{memberName(member)}</Link>
                  </th>
                  <td className="member-table__contact">
                    <span>{member.email ?? '—'}</span>
                    <span>{member.phone ?? '—'}</span>
                  </td>
                  <td>{date(member.submitted_at ?? member.registered_at)}</td>
                  <td>
                    {member.sponsor ? (
                      <Link to={detailsPath(member.sponsor.user_id)}>{member.sponsor.name}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <MemberStatusBadge status={member.status} />
                    {member.review_reason && <p className="muted member-reason">{member.review_reason}</p>}
                  </td>
                  {status === 'PENDING' && (
                    <td>
                      <MemberReviewActions member={member} {...(refreshes ? { refreshes } : {})} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </>
  )
}
