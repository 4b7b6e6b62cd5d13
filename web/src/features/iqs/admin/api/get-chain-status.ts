import type { ChainStatus, ChainTxState } from '@iqs/protocol'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** The outbox rows the chain page asks for: of one state or all, the newest `limit` (at most 500). */
export interface ChainOutboxFilter {
  state?: ChainTxState | undefined
  limit: number
}

/** `GET /api/admin/iqs/chain?state=&limit=`: the mirror at a glance and its latest outbox rows (Admin, Auditor). */
export function getChainStatus(filter: ChainOutboxFilter, signal?: AbortSignal): Promise<ChainStatus> {
  return apiRequest<ChainStatus>('/api/admin/iqs/chain', { query: { ...filter }, signal })
}

export function getChainStatusQueryOptions(filter: ChainOutboxFilter) {
  return queryOptions({
    queryKey: [...adminKeys.chain, filter],
    queryFn: ({ signal }) => getChainStatus(filter, signal),
    // A new filter or "load more" keeps the rows in sight until the next ones arrive.
    placeholderData: keepPreviousData,
  })
}

export function useChainStatus(filter: ChainOutboxFilter) {
  return useQuery(getChainStatusQueryOptions(filter))
}
