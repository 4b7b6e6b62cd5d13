import type { TotpActivation } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { getMeQueryOptions } from './get-me.js'

/** `POST /api/iqs/totp/activate`: confirms the set-up with a code; answers the recovery codes, once. */
export function activateTotp(code: string): Promise<TotpActivation> {
  return apiRequest<TotpActivation>('/api/iqs/totp/activate', { method: 'POST', body: { code } })
}

export function useActivateTotp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: activateTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getMeQueryOptions().queryKey }),
  })
}
