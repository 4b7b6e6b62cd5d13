import type { SuspendedTrader } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/admin/iqs/traders/suspended`: who is suspended now, most recent first. */
export function getSuspendedTraders(signal?: AbortSignal): Promise<SuspendedTrader[]> {
  return apiRequest<SuspendedTrader[]>('/api/admin/iqs/traders/suspended', { signal })
}

export function getSuspendedTradersQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.suspendedTraders,
    queryFn: ({ signal }) => getSuspendedTraders(signal),
  })
}

export function useSuspendedTraders() {
  return useQuery(getSuspendedTradersQueryOptions())
}
