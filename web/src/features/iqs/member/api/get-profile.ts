import type { ShareOwnerProfile } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../../lib/api-client.js'

/** Spec §4: a missing profile is a new one, with zero amounts, still registering. */
export const NEW_PROFILE: ShareOwnerProfile = {
  iqs_shares: '0',
  ost_shares: '0',
  total_invested_iqs_eur: '0',
  total_invested_ost_eur: '0',
  iqs_value_eur: '0',
  ost_value_eur: '0',
  white_list_status: 'REGISTERING',
}

/** `GET /api/share-owners/me`; a 404 answers the new profile instead of failing. */
export async function getProfile(signal?: AbortSignal): Promise<ShareOwnerProfile> {
  try {
    return await apiRequest<ShareOwnerProfile>('/api/share-owners/me', { signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return NEW_PROFILE
    throw error
  }
}

/** Spec §9: the profile stays fresh 5 minutes and is kept 5 minutes. */
export const PROFILE_CACHE_MS = 5 * 60_000

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'iqs', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: PROFILE_CACHE_MS,
    gcTime: PROFILE_CACHE_MS,
  })
}

export function useProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProfileQueryOptions(), enabled: options.enabled ?? true })
}

/**
 * Whether I am an APPROVED trader, as my profile says (false while it loads). The trader-only
 * reads (P2P, partners) wait for it: the api refuses them to anyone else (403), so asking would only
 * fill the console with refusals.
 */
export function useIsApprovedTrader(): boolean {
  return useProfile().data?.white_list_status === 'APPROVED'
}
