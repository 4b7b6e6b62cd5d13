import type { SearchResult } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { apiRequest } from '../../../../lib/api-client.js'
import { currentLanguage, type Language } from '../../../../lib/i18n.js'

/** `GET /api/search?query=&lang=`: projects, publications (in the reader's language) and leaders at once. */
export function getSearchResults(
  query: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SearchResult> {
  return apiRequest<SearchResult>('/api/search', { query: { query, lang: language }, signal })
}

/** Every search: what an admin's change to a publication refreshes. */
export const SEARCH_QUERY_KEY = ['search'] as const

export function getSearchResultsQueryOptions(query: string, language: Language) {
  return queryOptions({
    queryKey: [...SEARCH_QUERY_KEY, query, language],
    queryFn: ({ signal }) => getSearchResults(query, language, signal),
  })
}

export function useSearchResults(query: string) {
  const { i18n } = useTranslation()
  return useQuery(getSearchResultsQueryOptions(query, currentLanguage(i18n.language)))
}
