import type { AdminSettlement } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

export type SettlementStatus = 'PENDING' | 'SETTLED' | 'REJECTED'

/** `GET /api/admin/iqs/settlements`: the validation queue with the spec's admin columns. */
export function getAdminSettlements(status: SettlementStatus | undefined, signal?: AbortSignal) {
  return apiRequest<AdminSettlement[]>('/api/admin/iqs/settlements', { query: { status }, signal })
}

export function getAdminSettlementsQueryOptions(status: SettlementStatus | undefined) {
  return queryOptions({
    queryKey: [...adminKeys.settlements, status ?? 'all'],
    queryFn: ({ signal }) => getAdminSettlements(status, signal),
  })
}

export function useAdminSettlements(status: SettlementStatus | undefined) {
  return useQuery(getAdminSettlementsQueryOptions(status))
}
