import type { MyTrade } from '@iqs/protocol'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** Trades per page of the "My trades" tab. */
export const MY_TRADES_PAGE = 25

/** `GET /api/iqs/my-trades`: a page of my fills, newest first, after the trade `before`. */
export function getMyTrades(before: string | undefined, signal?: AbortSignal): Promise<MyTrade[]> {
  return apiRequest<MyTrade[]>('/api/iqs/my-trades', { query: { limit: MY_TRADES_PAGE, before }, signal })
}

/** My fills, a page at a time ("Load more"); under ['account', 'iqs'] so a new fill refreshes them. */
export function useMyTrades() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['account', 'iqs', 'my-trades'],
      queryFn: ({ pageParam, signal }) => getMyTrades(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => (page.length < MY_TRADES_PAGE ? undefined : page.at(-1)?.id),
      staleTime: 5_000,
    }),
  )
}
