import type { Ad } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/adds`; any failure becomes the spec's 'Failed to fetch adds'. */
export async function getAds(signal?: AbortSignal): Promise<Ad[]> {
  try {
    return await apiRequest<Ad[]>('/api/adds', { signal })
  } catch (error) {
    console.error('ads', error)
    throw new Error('Failed to fetch adds')
  }
}

/** Spec §9: ads are cached 10 minutes, never retried, not refetched on focus. */
export function getAdsQueryOptions() {
  return queryOptions({
    queryKey: ['ads'],
    queryFn: ({ signal }) => getAds(signal),
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  })
}

export function useAds() {
  return useQuery(getAdsQueryOptions())
}
