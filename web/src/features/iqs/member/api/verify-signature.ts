import type { VerifyResult } from '@iqs/protocol'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `POST /api/iqs/verify`: whether the platform signed this settled trade's payload, and who signed it. */
export function verifySignature(request: { payload: unknown; signature: string }): Promise<VerifyResult> {
  return apiRequest<VerifyResult>('/api/iqs/verify', { method: 'POST', body: request })
}

export function useVerifySignature() {
  return useMutation({ mutationFn: verifySignature })
}
