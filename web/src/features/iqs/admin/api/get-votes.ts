import type { AdminVote } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/admin/iqs/votes`: the vote history with results. */
export function getVotes(signal?: AbortSignal): Promise<AdminVote[]> {
  return apiRequest<AdminVote[]>('/api/admin/iqs/votes', { signal })
}

export function getVotesQueryOptions() {
  return queryOptions({ queryKey: adminKeys.votes, queryFn: ({ signal }) => getVotes(signal) })
}

export function useVotes() {
  return useQuery(getVotesQueryOptions())
}
