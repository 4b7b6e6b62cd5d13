import type { Onboarding } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { onboardingQueryKey } from '../../../../lib/onboarding.js'

/** `POST /api/network/onboarding/submit`: ONBOARDING or REJECTED -> PENDING. */
export function submitOnboarding(): Promise<Onboarding> {
  return apiRequest<Onboarding>('/api/network/onboarding/submit', { method: 'POST' })
}

export function useSubmitOnboarding() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitOnboarding,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryKey, onboarding),
  })
}
