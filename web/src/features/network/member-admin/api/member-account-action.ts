import type { MemberAccountState } from '@iqs/protocol'
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { memberAdminKeys } from './member-admin-keys.js'

export interface MemberAccountInput {
  userId: number
  action: 'suspend' | 'reactivate'
  reason: string
}

/** `POST /api/admin/network/members/:userId/suspend` and `/reactivate`, each with the admin's reason. */
export const runMemberAccountAction = ({ userId, action, reason }: MemberAccountInput) =>
  apiRequest<MemberAccountState>(`/api/admin/network/members/${userId}/${action}`, {
    method: 'POST',
    body: { reason },
  })

/**
 * A suspension shows in the record and in the area's other lists (`refreshes`: the reports' states,
 * the consultant search): refresh them.
 */
export function useMemberAccountAction(refreshes: readonly QueryKey[] = []) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: runMemberAccountAction,
    onSuccess: () =>
      Promise.all(
        [memberAdminKeys.all, ...refreshes].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  })
}
