import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

export type SettlementAction = 'euros-received' | 'accept' | 'reject'

/** `POST /api/admin/iqs/settlements/:id/{euros-received|accept|reject}`; accept and reject are final. */
export function runSettlementAction(tradeId: string, action: SettlementAction) {
  return apiRequest(`/api/admin/iqs/settlements/${tradeId}/${action}`, { method: 'POST' })
}

export function useSettlementAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ tradeId, action }: { tradeId: string; action: SettlementAction }) =>
      runSettlementAction(tradeId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.settlements }),
        queryClient.invalidateQueries({ queryKey: adminKeys.history }),
        queryClient.invalidateQueries({ queryKey: adminKeys.holdings }),
      ]),
  })
}
