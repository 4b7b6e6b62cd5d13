import type { AdminTradeHistoryRow } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/admin/iqs/account-history?isIQS=`: every trade with the spec's admin columns. */
export function getTradeHistory(isIQS: boolean | undefined, signal?: AbortSignal) {
  return apiRequest<AdminTradeHistoryRow[]>('/api/admin/iqs/account-history', {
    query: { isIQS, limit: 500 },
    signal,
  })
}

export function getTradeHistoryQueryOptions(isIQS: boolean | undefined) {
  return queryOptions({
    queryKey: [...adminKeys.history, isIQS ?? 'both'],
    queryFn: ({ signal }) => getTradeHistory(isIQS, signal),
  })
}

export function useTradeHistory(isIQS: boolean | undefined) {
  return useQuery(getTradeHistoryQueryOptions(isIQS))
}
