import type { MobileNumberRequest, Onboarding } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { onboardingQueryKey } from '../../../../lib/onboarding.js'

/** `PUT /api/network/onboarding/mobile-number`. */
export function saveMobileNumber(request: MobileNumberRequest): Promise<Onboarding> {
  return apiRequest<Onboarding>('/api/network/onboarding/mobile-number', { method: 'PUT', body: request })
}

export function useSaveMobileNumber() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveMobileNumber,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryKey, onboarding),
  })
}
