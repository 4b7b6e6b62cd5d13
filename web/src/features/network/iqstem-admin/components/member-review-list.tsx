import type { MemberReviewSummary } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { formatDate } from '../../../../lib/format.js'
import {
  useMemberReviews,
  type MemberReviewRole,
  type MemberReviewStatus,
} from '../api/get-member-reviews.js'
import { useMemberReview } from '../api/member-review-action.js'
import { memberName } from './member-name.js'
import { RejectMemberDialog } from './reject-member-dialog.js'
import { StateBadge } from './state-badge.js'
import { StateFilter } from './state-filter.js'

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const satisfies readonly MemberReviewStatus[]
type ShownStatus = (typeof STATUSES)[number]

const statusFrom = (params: URLSearchParams): ShownStatus =>
  STATUSES.find((status) => status === params.get('status')) ?? 'PENDING'

interface MemberReviewListProps {
  /** Whose applications: IQStem here; issue 18 lists consultants, partners and clients with it. */
  role: MemberReviewRole
  /** The member's page in the admin area that lists them. */
  detailsPath: (userId: number) => string
}

/**
 * A role's applicants to approve (after a confirmation) or reject (with a reason, required), and
 * the members already approved or rejected (the status is kept in the address). A decided applicant
 * leaves the pending list as soon as the api has recorded the decision.
 */
export function MemberReviewList({ role, detailsPath }: MemberReviewListProps) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const errorText = useErrorText()
  const [params, setParams] = useSearchParams()
  const status = statusFrom(params)
  const members = useMemberReviews(role, status)
  const review = useMemberReview()
  const [approving, setApproving] = useState<MemberReviewSummary | null>(null)
  const [rejecting, setRejecting] = useState<MemberReviewSummary | null>(null)
  const items = members.data?.items ?? []
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—')

  const decide = (member: MemberReviewSummary, reason?: string) => {
    setApproving(null)
    setRejecting(null)
    review.mutate(
      reason === undefined
        ? { userId: member.user_id, decision: 'approve' }
        : { userId: member.user_id, decision: 'reject', reason },
      {
        onSuccess: () =>
          toast.success(
            t(reason === undefined ? 'pending.approved' : 'pending.rejected', { name: memberName(member) }),
          ),
        onError: (error) => toast.error(errorText(error, t('pending.failed'))),
      },
    )
  }

  return (
    <>
      <StateFilter
        kind="member"
        states={STATUSES}
        value={status}
        withAll={false}
        onChange={(next) => setParams(next && next !== 'PENDING' ? { status: next } : {}, { replace: true })}
      />
      <ListState
        status={members.status}
        isEmpty={items.length === 0}
        emptyText={t(`pending.empty.${status}`)}
        errorText={t('pending.error')}
      >
        <div className="iqstem-table-wrap">
          <table className="iqstem-table">
            <caption className="visually-hidden">{t(`pending.caption.${status}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pending.name')}</th>
                <th scope="col">{t('pending.email')}</th>
                <th scope="col">{t('pending.phone')}</th>
                <th scope="col">{t('pending.submitted')}</th>
                <th scope="col">{t('pending.sponsor')}</th>
                <th scope="col">{t('pending.status')}</th>
                {status === 'PENDING' && <th scope="col">{t('pending.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((member) => (
                <tr key={member.user_id}>
                  <th scope="row">
                    <Link to={detailsPath(member.user_id)}>{memberName(member)}</Link>
                  </th>
                  <td className="iqstem-table__email">{member.email ?? '—'}</td>
                  <td>{member.phone ?? '—'}</td>
                  <td>{date(member.submitted_at ?? member.registered_at)}</td>
                  <td>
                    {member.sponsor ? (
                      <Link to={detailsPath(member.sponsor.user_id)}>{member.sponsor.name}</Link>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <StateBadge kind="member" state={member.status} />
                    {member.review_reason && <p className="muted">{member.review_reason}</p>}
                  </td>
                  {status === 'PENDING' && (
                    <td>
                      <div
                        className="iqstem-actions"
                        role="group"
                        aria-label={t('pending.decide', { name: memberName(member) })}
                      >
                        <button
                          type="button"
                          className="button"
                          disabled={review.isPending}
                          onClick={() => setApproving(member)}
                        >
                          {t('pending.approve')}
                        </button>
                        <button
                          type="button"
                          className="button button--secondary"
                          disabled={review.isPending}
                          onClick={() => setRejecting(member)}
                        >
                          {t('pending.reject')}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
      {approving && (
        <ConfirmDialog
          title={t('pending.approveTitle')}
          text={t('pending.approveText', { name: memberName(approving) })}
          confirmLabel={t('pending.approve')}
          cancelLabel={t('cancel')}
          onConfirm={() => decide(approving)}
          onCancel={() => setApproving(null)}
        />
      )}
      {rejecting && (
        <RejectMemberDialog
          name={memberName(rejecting)}
          onConfirm={(reason) => decide(rejecting, reason)}
          onCancel={() => setRejecting(null)}
        />
      )}
    </>
  )
}
