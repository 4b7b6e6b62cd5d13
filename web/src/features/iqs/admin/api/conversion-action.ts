import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `POST /api/admin/iqs/conversions/:id/{accept|reject}`: final either way. */
export function runConversionAction(id: string, action: 'accept' | 'reject') {
  return apiRequest(`/api/admin/iqs/conversions/${id}/${action}`, { method: 'POST' })
}

export function useConversionAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'accept' | 'reject' }) =>
      runConversionAction(id, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.conversions }),
        queryClient.invalidateQueries({ queryKey: adminKeys.holdings }),
        queryClient.invalidateQueries({ queryKey: adminKeys.marketConfig }),
      ]),
  })
}
