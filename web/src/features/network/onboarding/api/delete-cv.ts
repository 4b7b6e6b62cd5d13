import type { Onboarding } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { onboardingQueryKey } from '../../../../lib/onboarding.js'

/** `DELETE /api/network/onboarding/cv`. */
export function deleteCv(): Promise<Onboarding> {
  return apiRequest<Onboarding>('/api/network/onboarding/cv', { method: 'DELETE' })
}

export function useDeleteCv() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryKey, onboarding),
  })
}
