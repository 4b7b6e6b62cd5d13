import type { Trade } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/iqs/trades?isIQS=&limit=`: the latest trades of a market, newest first. */
export function getRecentTrades(isIQS: boolean, signal?: AbortSignal): Promise<Trade[]> {
  return apiRequest<Trade[]>('/api/iqs/trades', { query: { isIQS, limit: 30 }, signal })
}

export function getRecentTradesQueryOptions(isIQS: boolean) {
  return queryOptions({
    queryKey: [...adminKeys.trades, isIQS],
    queryFn: ({ signal }) => getRecentTrades(isIQS, signal),
    refetchInterval: 5000,
  })
}

export function useRecentTrades(isIQS: boolean) {
  return useQuery(getRecentTradesQueryOptions(isIQS))
}
