import type { Reconciliation } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/**
 * `GET /api/admin/iqs/chain/reconciliation`: each holder's balance in the engine against the token's
 * on chain, only the differences listed. 409 CHAIN_OFF when the mirror is off.
 */
export function getReconciliation(signal?: AbortSignal): Promise<Reconciliation> {
  return apiRequest<Reconciliation>('/api/admin/iqs/chain/reconciliation', { signal })
}

export function getReconciliationQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.reconciliation,
    queryFn: ({ signal }) => getReconciliation(signal),
    // It reads every holder's balance on chain: only when asked, never again on its own.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/** Loaded only once `enabled` (the admin pressed Reconcile); `refetch` checks again. */
export function useReconciliation(enabled: boolean) {
  return useQuery({ ...getReconciliationQueryOptions(), enabled })
}
