import type { MarketConfigView } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/iqs/market-config`: both markets' figures and the blackout period. */
export function getMarketConfig(signal?: AbortSignal): Promise<MarketConfigView> {
  return apiRequest<MarketConfigView>('/api/iqs/market-config', { signal })
}

export function getMarketConfigQueryOptions() {
  return queryOptions({ queryKey: adminKeys.marketConfig, queryFn: ({ signal }) => getMarketConfig(signal) })
}

export function useMarketConfig() {
  return useQuery(getMarketConfigQueryOptions())
}
