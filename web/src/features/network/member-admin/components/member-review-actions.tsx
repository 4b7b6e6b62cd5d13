import type { MemberReviewSummary } from '@iqs/protocol'
import type { QueryKey } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useMemberReview, type MemberReviewInput } from '../api/member-review-action.js'
import { memberName } from '../utils/member-name.js'
import { ReasonDialog } from './reason-dialog.js'

type Asking = 'approve' | 'reject' | 'request-info' | null

/**
 * The three decisions on a pending applicant: approve (after a confirmation), reject (with a
 * reason) or ask for more information (with a message); the applicant is told each by the api.
 * A toast says what happened, or the api's refusal (decided meanwhile by another admin).
 */
export function MemberReviewActions({
  member,
  refreshes,
}: {
  member: MemberReviewSummary
  /** What else the calling area shows of the member, refreshed after a decision. */
  refreshes?: readonly QueryKey[]
}) {
  const { t } = useTranslation('network-member-admin')
  const errorText = useErrorText()
  const review = useMemberReview(refreshes)
  const [asking, setAsking] = useState<Asking>(null)
  const name = memberName(member)

  const decide = (input: MemberReviewInput) => {
    setAsking(null)
    review.mutate(input, {
      onSuccess: () => toast.success(t(`review.done.${input.decision}`, { name })),
      onError: (error) => toast.error(errorText(error, t('review.failed'))),
    })
  }

  return (
    <>
      <div className="member-actions" role="group" aria-label={t('review.decide', { name })}>
        <button
          type="button"
          className="button"
          disabled={review.isPending}
          onClick={() => setAsking('approve')}
        >
          {t('review.approve')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={review.isPending}
          onClick={() => setAsking('request-info')}
        >
          {t('review.requestInfo')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={review.isPending}
          onClick={() => setAsking('reject')}
        >
          {t('review.reject')}
        </button>
      </div>
      {asking === 'approve' && (
        <ConfirmDialog
          title={t('review.approveTitle')}
          text={t('review.approveText', { name })}
          confirmLabel={t('review.approve')}
          cancelLabel={t('cancel')}
          onConfirm={() => decide({ userId: member.user_id, decision: 'approve' })}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'reject' && (
        <ReasonDialog
          title={t('review.rejectTitle')}
          text={t('review.rejectText', { name })}
          label={t('review.reason')}
          confirmLabel={t('review.reject')}
          danger
          onConfirm={(reason) => decide({ userId: member.user_id, decision: 'reject', reason })}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'request-info' && (
        <ReasonDialog
          title={t('review.requestInfoTitle')}
          text={t('review.requestInfoText', { name })}
          label={t('review.message')}
          confirmLabel={t('review.requestInfoSend')}
          onConfirm={(message) => decide({ userId: member.user_id, decision: 'request-info', message })}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  )
}
