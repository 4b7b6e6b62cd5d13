import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `POST /api/admin/iqs/holdings/shareholders`: allocates treasury tokens to an existing account. */
export function addShareholder(input: { email: string; quantity: string; isIQS: boolean }) {
  return apiRequest('/api/admin/iqs/holdings/shareholders', { method: 'POST', body: input })
}

export function useAddShareholder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addShareholder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.holdings }),
        queryClient.invalidateQueries({ queryKey: adminKeys.marketConfig }),
      ]),
  })
}
