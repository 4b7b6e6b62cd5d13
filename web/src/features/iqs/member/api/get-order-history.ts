import type { MyOrdersQuery, Order } from '@iqs/protocol'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** Orders per page of the order history. */
export const HISTORY_PAGE = 25

/** The history's filters: which ends, which side, which market (absent: all). */
export interface HistoryFilters {
  status: Extract<MyOrdersQuery['status'], 'closed' | 'filled' | 'cancelled' | 'expired'>
  side?: MyOrdersQuery['side']
  isIQS?: Extract<MyOrdersQuery['isIQS'], 'true' | 'false'>
}

/** `GET /api/iqs/orders` with the history's filters: a page of my finished orders, newest first. */
export function getOrderHistory(
  filters: HistoryFilters,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<Order[]> {
  const { status, side, isIQS } = filters
  return apiRequest<Order[]>('/api/iqs/orders', {
    query: { status, side, isIQS, limit: HISTORY_PAGE, before },
    signal,
  })
}

/** My finished orders with the filters, a page at a time ("Load more"). */
export function useOrderHistory(filters: HistoryFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['account', 'iqs', 'order-history', filters],
      queryFn: ({ pageParam, signal }) => getOrderHistory(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => (page.length < HISTORY_PAGE ? undefined : page.at(-1)?.id),
      staleTime: 5_000,
    }),
  )
}
