import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'

/** `POST /api/logout/all`: ends every session of the account, this one included. */
export function logoutAll(): Promise<{ revokedSessions: number }> {
  return apiRequest<{ revokedSessions: number }>('/api/logout/all', { method: 'POST' })
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll })
}
