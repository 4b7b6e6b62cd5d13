import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'

/** `POST /api/password/forgot`: always 200, so it tells nobody whether the address has an account. */
export function forgotPassword(email: string): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>('/api/password/forgot', { method: 'POST', body: { email } })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
