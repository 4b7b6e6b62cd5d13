import type { Leader, LeaderGrouping } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/leaders?by=&value=`: the executive partners of one group. */
export function getLeaders(by: LeaderGrouping, value: string, signal?: AbortSignal): Promise<Leader[]> {
  return apiRequest<Leader[]>('/api/leaders', { query: { by, value }, signal })
}

export function getLeadersQueryOptions(by: LeaderGrouping, value: string | undefined) {
  return queryOptions({
    queryKey: ['leaders', 'list', by, value],
    queryFn: ({ signal }) => getLeaders(by, value ?? '', signal),
    enabled: !!value,
  })
}

export function useLeaders(by: LeaderGrouping, value: string | undefined) {
  return useQuery(getLeadersQueryOptions(by, value))
}
