import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `DELETE /api/iqs/order/:id`: cancels my resting order. */
export function cancelOrder(id: string): Promise<{ id: string; status: 'CANCELLED' }> {
  return apiRequest(`/api/iqs/order/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}
