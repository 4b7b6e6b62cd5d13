import type { ReviewedProfile } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/**
 * `GET /api/network/profiles/:userId`: a profile as members see it (no e-mail, phone or address),
 * with the published reviews about them.
 */
export function getProfile(userId: number, signal?: AbortSignal): Promise<ReviewedProfile> {
  return apiRequest<ReviewedProfile>(`/api/network/profiles/${userId}`, { signal })
}

export function getProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: ['network-profiles', userId],
    queryFn: ({ signal }) => getProfile(userId, signal),
    retry: false,
  })
}

export function useProfile(userId: number) {
  return useQuery(getProfileQueryOptions(userId))
}
