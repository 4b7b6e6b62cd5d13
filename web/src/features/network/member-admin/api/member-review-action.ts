import type { MemberReviewSummary } from '@iqs/protocol'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { memberAdminKeys } from './member-admin-keys.js'

/** An admin's decision on a pending applicant: approve, reject with a reason, ask for more information. */
export type MemberReviewInput =
  | { userId: number; decision: 'approve' }
  | { userId: number; decision: 'reject'; reason: string }
  | { userId: number; decision: 'request-info'; message: string }
export type MemberDecision = MemberReviewInput['decision']

/** `POST /api/admin/network/members/:userId/approve`, `/reject` (`{ reason }`), `/request-info` (`{ message }`). */
export const runMemberReview = (input: MemberReviewInput) =>
  apiRequest<MemberReviewSummary>(`/api/admin/network/members/${input.userId}/${input.decision}`, {
    method: 'POST',
    body:
      input.decision === 'reject'
        ? { reason: input.reason }
        : input.decision === 'request-info'
          ? { message: input.message }
          : {},
  })

/**
 * A decision moves the member between the lists and changes their record: refresh both, and what
 * the calling area also shows of them (`refreshes`: the IQStem area's or the member reports, say).
 */
export function useMemberReview(refreshes: readonly QueryKey[] = []) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: runMemberReview,
    onSuccess: () =>
      Promise.all(
        [memberAdminKeys.all, ...refreshes].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  })
}
