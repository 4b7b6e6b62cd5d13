import type { Onboarding } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from './api-client.js'

/**
 * `GET /api/network/onboarding`: my role's onboarding steps, what I saved and my review status.
 * In lib because two features read it: the onboarding's steps and the account page's summary of
 * what is left. Under ['account']: a new sign-in forgets the previous visitor's copy.
 */
export const onboardingQueryKey = ['account', 'network-onboarding'] as const

export function getOnboarding(): Promise<Onboarding> {
  return apiRequest<Onboarding>('/api/network/onboarding')
}

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingQueryKey, queryFn: getOnboarding })

export function useOnboarding() {
  return useQuery(onboardingQueryOptions())
}
