import type { ChainOutboxRow } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `POST /api/admin/iqs/chain/outbox/:id/retry`: a failed chain transaction goes back to pending (Admin only). */
export function retryChainRow(id: string): Promise<ChainOutboxRow> {
  return apiRequest<ChainOutboxRow>(`/api/admin/iqs/chain/outbox/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  })
}

export function useRetryChainRow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryChainRow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.chain }),
  })
}
