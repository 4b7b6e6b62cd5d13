import type { TotpSetup } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'

/** `POST /api/iqs/totp/setup`: a new secret with its otpauth URI and QR code. */
export function setupTotp(): Promise<TotpSetup> {
  return apiRequest<TotpSetup>('/api/iqs/totp/setup', { method: 'POST' })
}

export function useSetupTotp() {
  return useMutation({ mutationFn: setupTotp })
}
