import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `PUT /api/admin/iqs/traders/:userId/suspension`: suspends or restores one trader on both markets. */
export function suspendTrader(input: { userId: number; suspended: boolean }) {
  return apiRequest<{ user_id: number; suspended: boolean }>(
    `/api/admin/iqs/traders/${input.userId}/suspension`,
    { method: 'PUT', body: { suspended: input.suspended } },
  )
}

export function useSuspendTrader() {
  return useMutation({ mutationFn: suspendTrader })
}
