import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'

export interface ResetPasswordInput {
  token: string
  password: string
  password_confirmation: string
}

/** `POST /api/password/reset`: the e-mailed token and the new password; every session of the account ends. */
export function resetPassword(input: ResetPasswordInput): Promise<{ reset: true }> {
  return apiRequest<{ reset: true }>('/api/password/reset', { method: 'POST', body: input })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
