import type { MarketConfigView, MarketLiveData } from '@iqs/protocol'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { withLiveMarket } from '../../market/live/with-live-market.js'
import { getMarketConfigQueryOptions, useMarketConfig } from '../api/get-market-config.js'

/**
 * The market configuration the trading screen shows: the query's answer with the feed's live
 * status of the market laid over it, so an admin's suspension, a reopening or a blackout closes or
 * opens the badge and the order form at once. The live view is also written into the query's
 * cache, for whatever else reads it; laying it over here as well keeps a refetch that answers from
 * a read model a moment behind from showing the old status again.
 */
export function useLiveMarketConfig(live: MarketLiveData | null) {
  const queryClient = useQueryClient()
  const config = useMarketConfig()
  useEffect(() => {
    if (!live) return
    const { queryKey } = getMarketConfigQueryOptions()
    queryClient.setQueryData<MarketConfigView>(queryKey, (view) => view && withLiveMarket(view, live))
  }, [live, queryClient])
  const data = useMemo(
    () => (config.data && live ? withLiveMarket(config.data, live) : config.data),
    [config.data, live],
  )
  return { ...config, data }
}
