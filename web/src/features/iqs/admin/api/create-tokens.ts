import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

export interface CreatedTokens {
  instrument: 'IQS' | 'OST'
  created: string
  tokens_in_treasury: string
  max_creatable: string
}

/** `POST /api/admin/iqs/tokens`: new tokens into the treasury, within max creatable. */
export function createTokens(input: { amount: string; isIQS: boolean }): Promise<CreatedTokens> {
  return apiRequest<CreatedTokens>('/api/admin/iqs/tokens', { method: 'POST', body: input })
}

export function useCreateTokens() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createTokens,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.marketConfig }),
  })
}
