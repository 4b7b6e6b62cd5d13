import type { MyProfile } from '@iqs/protocol'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { onboardingQueryKey } from '../../../../lib/onboarding.js'

/** Under `account`: dropped with everything else of the signed-in user at sign-out. */
export const MY_PROFILE_KEY = ['account', 'network-profile'] as const

/** `GET /api/network/profile`: my profile, my address, and which sections are filled. */
export function getMyProfile(signal?: AbortSignal): Promise<MyProfile> {
  return apiRequest<MyProfile>('/api/network/profile', { signal })
}

export function getMyProfileQueryOptions() {
  return queryOptions({ queryKey: MY_PROFILE_KEY, queryFn: ({ signal }) => getMyProfile(signal) })
}

export function useMyProfile() {
  return useQuery(getMyProfileQueryOptions())
}

/**
 * Every write of the profile answers the whole profile: the cache takes it as it is; the view of
 * it (`['network-profiles', id]`) and the onboarding, whose showcase step is the headline and the
 * photo, read theirs again.
 */
export function useStoreMyProfile() {
  const queryClient = useQueryClient()
  return (profile: MyProfile) => {
    queryClient.setQueryData(MY_PROFILE_KEY, profile)
    void queryClient.invalidateQueries({ queryKey: ['network-profiles', profile.user_id] })
    void queryClient.invalidateQueries({ queryKey: onboardingQueryKey })
  }
}
