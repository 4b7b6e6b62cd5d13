import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** The five decisions on an application (spec §4); each is one endpoint of the same shape. */
export type WhiteListAction = 'approve' | 'reject' | 'lock' | 'unlock' | 'delete'

/**
 * `POST /api/admin/iqs/white-list/:userId/{approve|reject|lock|unlock}` and
 * `DELETE /api/admin/iqs/white-list/:userId`. Kept in one file because the
 * five calls differ only by their verb; approval may carry a key given by hand.
 */
export function runWhiteListAction(userId: number, action: WhiteListAction, publicKey?: string) {
  if (action === 'delete') return apiRequest(`/api/admin/iqs/white-list/${userId}`, { method: 'DELETE' })
  return apiRequest(`/api/admin/iqs/white-list/${userId}/${action}`, {
    method: 'POST',
    body: action === 'approve' && publicKey ? { public_key: publicKey } : {},
  })
}

export function useWhiteListAction(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, publicKey }: { action: WhiteListAction; publicKey?: string }) =>
      runWhiteListAction(userId, action, publicKey),
    // An approval changes the holders and the book's eligibility too: refresh the whole area.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
