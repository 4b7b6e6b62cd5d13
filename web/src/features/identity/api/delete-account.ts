import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'

/**
 * `POST /api/me/delete`. The one confirmation typed by the user goes as
 * both `password` and `email`: the api checks the password of a password
 * account and the e-mail of a social-only one, and ignores the other.
 */
export function deleteAccount(confirmation: string): Promise<{ deleted: true }> {
  return apiRequest<{ deleted: true }>('/api/me/delete', {
    method: 'POST',
    body: { password: confirmation, email: confirmation },
  })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
