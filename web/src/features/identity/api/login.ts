import type { LoginRequest, LoginResult } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.js'

/**
 * `POST /api/login`. An answer without a user is refused (spec §5: 'Invalid
 * response from server'): the page must never store a half-empty session.
 */
export async function login(request: LoginRequest): Promise<LoginResult> {
  const result = await apiRequest<LoginResult | undefined>('/api/login', { method: 'POST', body: request })
  if (!result?.user) throw new ApiError(200, 'INVALID_RESPONSE', 'Invalid response from server')
  return result
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
