import type { ConsultantPage, ConsultantsQuery } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { CONSULTANTS_KEY } from './consultants-cache.js'

/** `GET /api/network/consultants`: approved consultants, the best matches first. */
export function searchConsultants(query: ConsultantsQuery, signal?: AbortSignal): Promise<ConsultantPage> {
  return apiRequest<ConsultantPage>('/api/network/consultants', { query, signal })
}

export function searchConsultantsQueryOptions(query: ConsultantsQuery) {
  return queryOptions({
    queryKey: [...CONSULTANTS_KEY, 'search', query],
    queryFn: ({ signal }) => searchConsultants(query, signal),
    // A new filter or page keeps the previous cards on screen until its own arrive.
    placeholderData: keepPreviousData,
  })
}

export const useConsultantSearch = (query: ConsultantsQuery) => useQuery(searchConsultantsQueryOptions(query))
