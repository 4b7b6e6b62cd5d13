import type { Ad } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../../../lib/api-client.js'
import { currentLanguage, type Language } from '../../../../lib/i18n.js'

/**
 * `GET /api/adds?lang=` in the reader's language (issue 18: they were English only); any failure
 * becomes the spec's 'Failed to fetch adds'.
 */
export async function getAds(language: Language, signal?: AbortSignal): Promise<Ad[]> {
  try {
    return await apiRequest<Ad[]>('/api/adds', { query: { lang: language }, signal })
  } catch (error) {
    // A read the page no longer wants (the language changed, the page closed) is no failure.
    if (signal?.aborted) throw error
    console.error('ads', error)
    throw new Error('Failed to fetch adds')
  }
}

/** Every language's ads: what an admin's change to an ad refreshes. */
export const ADS_QUERY_KEY = ['ads'] as const

/** Spec §9: ads are cached 10 minutes, never retried, not refetched on focus; one list per language. */
export function getAdsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...ADS_QUERY_KEY, language],
    queryFn: ({ signal }) => getAds(language, signal),
    staleTime: 10 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  })
}

export function useAds() {
  const { i18n } = useTranslation()
  return useQuery(getAdsQueryOptions(currentLanguage(i18n.language)))
}
