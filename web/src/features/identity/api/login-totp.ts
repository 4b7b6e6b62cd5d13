import type { LoginResult } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.js'

/** `POST /api/login/totp`: the second step, with an authenticator code or a recovery code. */
export async function loginTotp(code: string): Promise<LoginResult> {
  const result = await apiRequest<LoginResult | undefined>('/api/login/totp', {
    method: 'POST',
    body: { code },
  })
  if (!result?.user) throw new ApiError(200, 'INVALID_RESPONSE', 'Invalid response from server')
  return result
}

export function useLoginTotp() {
  return useMutation({ mutationFn: loginTotp })
}
