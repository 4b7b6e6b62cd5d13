import type { MarketConfigView } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/iqs/market-config`: both markets' status, fees, reference price and the blackout period. */
export function getMarketConfig(signal?: AbortSignal): Promise<MarketConfigView> {
  return apiRequest<MarketConfigView>('/api/iqs/market-config', { signal })
}

export function getMarketConfigQueryOptions() {
  return queryOptions({
    queryKey: ['iqs', 'market-config'],
    queryFn: ({ signal }) => getMarketConfig(signal),
    staleTime: 15_000,
  })
}

export function useMarketConfig() {
  return useQuery(getMarketConfigQueryOptions())
}
