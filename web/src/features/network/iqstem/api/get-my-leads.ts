import type { LeadList, LeadState } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { leadsKey } from './iqstem-cache.js'

/** `GET /api/network/iqstem/leads?state=`: my leads in one state (or all), newest first, and the count of each state. */
export function getMyLeads(state: LeadState | undefined, signal?: AbortSignal): Promise<LeadList> {
  return apiRequest<LeadList>('/api/network/iqstem/leads', { query: { state }, signal })
}

export function getMyLeadsQueryOptions(state: LeadState | undefined) {
  return queryOptions({
    queryKey: [...leadsKey, 'list', state ?? 'all'],
    queryFn: ({ signal }) => getMyLeads(state, signal),
    // Switching chips keeps the counts and rows on screen until the next state's arrive.
    placeholderData: keepPreviousData,
  })
}

export function useMyLeads(state: LeadState | undefined) {
  return useQuery(getMyLeadsQueryOptions(state))
}
