import type { AdminDividend, DeclareDividendRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/**
 * `POST /api/admin/iqs/dividends`: a new dividend (201). Its state is FIXED at once when the record
 * date is already over, DECLARED otherwise.
 */
export function declareDividend(input: DeclareDividendRequest): Promise<AdminDividend> {
  return apiRequest<AdminDividend>('/api/admin/iqs/dividends', { method: 'POST', body: input })
}

export function useDeclareDividend() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: declareDividend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.dividends }),
  })
}
