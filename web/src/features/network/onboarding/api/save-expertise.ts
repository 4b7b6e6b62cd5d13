import type { ExpertiseRequest, Onboarding } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { onboardingQueryKey } from '../../../../lib/onboarding.js'

/** `PUT /api/network/onboarding/expertise`. */
export function saveExpertise(request: ExpertiseRequest): Promise<Onboarding> {
  return apiRequest<Onboarding>('/api/network/onboarding/expertise', { method: 'PUT', body: request })
}

export function useSaveExpertise() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveExpertise,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryKey, onboarding),
  })
}
