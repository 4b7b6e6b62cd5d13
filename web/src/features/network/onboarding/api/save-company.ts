import type { CompanyRequest, Onboarding } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { onboardingQueryKey } from '../../../../lib/onboarding.js'

/** `PUT /api/network/onboarding/company`. */
export function saveCompany(request: CompanyRequest): Promise<Onboarding> {
  return apiRequest<Onboarding>('/api/network/onboarding/company', { method: 'PUT', body: request })
}

export function useSaveCompany() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (onboarding) => queryClient.setQueryData(onboardingQueryKey, onboarding),
  })
}
