import type { AccountUser } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api-client.js'

/** `POST /api/auth/google/callback`: exchanges the popup's authorisation code for a session (spec §7). */
export async function googleSignIn(code: string): Promise<AccountUser> {
  const user = await apiRequest<AccountUser | undefined>('/api/auth/google/callback', {
    method: 'POST',
    body: { code },
  })
  if (!user?.id) throw new ApiError(200, 'INVALID_RESPONSE', 'Invalid response from server')
  return user
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn })
}
