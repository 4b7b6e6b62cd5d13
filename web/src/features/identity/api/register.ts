import type { AccountUser, RegisterRequest } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.js'

/** `POST /api/register`: creates the account and signs it in (201, the user). */
export async function register(request: RegisterRequest): Promise<AccountUser> {
  const user = await apiRequest<AccountUser | undefined>('/api/register', { method: 'POST', body: request })
  if (!user?.id) throw new ApiError(201, 'INVALID_RESPONSE', 'Invalid response from server')
  return user
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
