import type { SearchResult } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/search?query=`: projects, publications and leaders at once. */
export function getSearchResults(query: string, signal?: AbortSignal): Promise<SearchResult> {
  return apiRequest<SearchResult>('/api/search', { query: { query }, signal })
}

export function getSearchResultsQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['search', query],
    queryFn: ({ signal }) => getSearchResults(query, signal),
  })
}

export function useSearchResults(query: string) {
  return useQuery(getSearchResultsQueryOptions(query))
}
