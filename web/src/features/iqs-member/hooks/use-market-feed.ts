import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { MarketFeed, type FeedState } from '../live/market-feed.js'
import type { Instrument } from '../utils/instrument.js'

/**
 * The live feed of a market while the screen shows it. My order events refresh what they change
 * (orders, balances, settlements).
 */
export function useMarketFeed(instrument: Instrument): FeedState {
  const queryClient = useQueryClient()
  const feed = useMemo(
    () =>
      new MarketFeed(instrument, {
        onMyOrders: () => void queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
      }),
    [instrument, queryClient],
  )
  useEffect(() => {
    feed.start()
    return () => feed.stop()
  }, [feed])
  return useSyncExternalStore(feed.subscribe, feed.getState, feed.getState)
}
