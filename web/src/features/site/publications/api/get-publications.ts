import type { Page, Publication, PublicationsQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../../../lib/api-client.js'
import { currentLanguage } from '../../../../lib/i18n.js'

/** `GET /api/publications`: published ones, in the reader's language (`lang`). */
export function getPublications(
  criteria: PublicationsQuery,
  signal?: AbortSignal,
): Promise<Page<Publication>> {
  return apiRequest<Page<Publication>>('/api/publications', { query: { ...criteria }, signal })
}

/** Every publications query (lists and pages, every language): what an admin's change refreshes. */
export const PUBLICATIONS_QUERY_KEY = ['publications'] as const

export function getPublicationsQueryOptions(criteria: PublicationsQuery) {
  return queryOptions({
    queryKey: [...PUBLICATIONS_QUERY_KEY, 'list', criteria],
    queryFn: ({ signal }) => getPublications(criteria, signal),
    placeholderData: keepPreviousData,
  })
}

export function usePublications(criteria: Omit<PublicationsQuery, 'lang'>) {
  const { i18n } = useTranslation()
  return useQuery(getPublicationsQueryOptions({ ...criteria, lang: currentLanguage(i18n.language) }))
}
