import type { MemberReviewSummary } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

export type MemberReviewInput =
  { userId: number; decision: 'approve' } | { userId: number; decision: 'reject'; reason: string }

/** `POST /api/admin/network/members/:userId/approve` and `/reject` (with its reason). */
export const runMemberReview = (input: MemberReviewInput) =>
  apiRequest<MemberReviewSummary>(`/api/admin/network/members/${input.userId}/${input.decision}`, {
    method: 'POST',
    body: input.decision === 'reject' ? { reason: input.reason } : {},
  })

/** A decision moves the member between the lists, and into the reports' figures: refresh the area. */
export function useMemberReview() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: runMemberReview,
    onSuccess: () => client.invalidateQueries({ queryKey: iqstemAdminKeys.all }),
  })
}
