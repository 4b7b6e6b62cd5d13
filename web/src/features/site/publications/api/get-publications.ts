import type { Page, Publication, PublicationsQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/publications`. */
export function getPublications(
  criteria: PublicationsQuery,
  signal?: AbortSignal,
): Promise<Page<Publication>> {
  return apiRequest<Page<Publication>>('/api/publications', { query: { ...criteria }, signal })
}

export function getPublicationsQueryOptions(criteria: PublicationsQuery) {
  return queryOptions({
    queryKey: ['publications', 'list', criteria],
    queryFn: ({ signal }) => getPublications(criteria, signal),
    placeholderData: keepPreviousData,
  })
}

export function usePublications(criteria: PublicationsQuery) {
  return useQuery(getPublicationsQueryOptions(criteria))
}
