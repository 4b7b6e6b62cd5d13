import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { apiClient } from '../../../../lib/api-client.js'
import { MarketFeed, type FeedState } from '../live/market-feed.js'
import type { Instrument } from '../utils/instrument.js'

/**
 * The live feed of a market while the screen shows it. My order events refresh what they change
 * (orders, balances, settlements). A socket closed for an ended session refreshes it and reconnects, or
 * stops when the session is over.
 */
export function useMarketFeed(instrument: Instrument): FeedState {
  const queryClient = useQueryClient()
  const feed = useMemo(
    () =>
      new MarketFeed(instrument, {
        onMyOrders: () => void queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
        // A signed-in call: on a 401 the client refreshes the session, or ends it for the whole app.
        onSessionEnded: () => apiClient.request('/api/me'),
      }),
    [instrument, queryClient],
  )
  useEffect(() => {
    feed.start()
    return () => feed.stop()
  }, [feed])
  return useSyncExternalStore(feed.subscribe, feed.getState, feed.getState)
}
