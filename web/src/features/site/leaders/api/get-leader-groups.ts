import type { LeaderGroup, LeaderGrouping } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/leaders/groups?by=`: the sectors, practices or functions that have partners. */
export function getLeaderGroups(by: LeaderGrouping, signal?: AbortSignal): Promise<LeaderGroup[]> {
  return apiRequest<LeaderGroup[]>('/api/leaders/groups', { query: { by }, signal })
}

export function getLeaderGroupsQueryOptions(by: LeaderGrouping) {
  return queryOptions({
    queryKey: ['leaders', 'groups', by],
    queryFn: ({ signal }) => getLeaderGroups(by, signal),
    staleTime: 5 * 60_000,
  })
}

export function useLeaderGroups(by: LeaderGrouping) {
  return useQuery(getLeaderGroupsQueryOptions(by))
}
