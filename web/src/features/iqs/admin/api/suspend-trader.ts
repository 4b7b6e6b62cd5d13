import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `PUT /api/admin/iqs/traders/:userId/suspension`: suspends or restores one trader on both markets. */
export function suspendTrader(input: { userId: number; suspended: boolean }) {
  return apiRequest<{ user_id: number; suspended: boolean }>(
    `/api/admin/iqs/traders/${input.userId}/suspension`,
    { method: 'PUT', body: { suspended: input.suspended } },
  )
}

/** Suspends or restores, then refreshes the list of suspended traders. */
export function useSuspendTrader() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: suspendTrader,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.suspendedTraders }),
  })
}
