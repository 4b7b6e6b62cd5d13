import type { ChainStatus } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { auditKeys } from './audit-keys.js'

/** What the audit view reads of the chain mirror (issue 19): its mode and the last anchor of the log. */
export type ChainAnchorState = Pick<ChainStatus, 'mode' | 'lastAnchor'>

/** `GET /api/admin/iqs/chain?limit=1`: the mirror's state, of which the audit view keeps the last anchor. */
export async function getChainAnchor(signal?: AbortSignal): Promise<ChainAnchorState> {
  const status = await apiRequest<ChainStatus>('/api/admin/iqs/chain', { query: { limit: 1 }, signal })
  return { mode: status.mode, lastAnchor: status.lastAnchor }
}

export function getChainAnchorQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.chainAnchor,
    queryFn: ({ signal }) => getChainAnchor(signal),
  })
}

export function useChainAnchor() {
  return useQuery(getChainAnchorQueryOptions())
}
