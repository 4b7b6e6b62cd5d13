import type { OrderBook } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/iqs/order/book?isIQS=`: the live book, read-only for the admin (refreshed every few seconds). */
export function getOrderBook(isIQS: boolean, signal?: AbortSignal): Promise<OrderBook> {
  return apiRequest<OrderBook>('/api/iqs/order/book', { query: { isIQS, depth: 20 }, signal })
}

export function getOrderBookQueryOptions(isIQS: boolean) {
  return queryOptions({
    queryKey: [...adminKeys.book, isIQS],
    queryFn: ({ signal }) => getOrderBook(isIQS, signal),
    refetchInterval: 5000,
  })
}

export function useOrderBook(isIQS: boolean) {
  return useQuery(getOrderBookQueryOptions(isIQS))
}
