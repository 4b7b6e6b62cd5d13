import type { OrderBook } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.js'
import { auditKeys } from './audit-keys.js'

/** `GET /api/iqs/order/book?at=&isIQS=`: the book as it was just after a log position. */
export function getBookAt(at: number, isIQS: boolean, signal?: AbortSignal): Promise<OrderBook> {
  return apiRequest<OrderBook>('/api/iqs/order/book', { query: { at, isIQS, depth: 50 }, signal })
}

export function getBookAtQueryOptions(at: number | null, isIQS: boolean) {
  return queryOptions({
    queryKey: [...auditKeys.book, at, isIQS],
    queryFn: ({ signal }) => getBookAt(at ?? 0, isIQS, signal),
    enabled: at !== null,
  })
}

export function useBookAt(at: number | null, isIQS: boolean) {
  return useQuery(getBookAtQueryOptions(at, isIQS))
}
