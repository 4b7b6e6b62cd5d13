import type { Order } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/iqs/orders?status=open`: my resting orders on both markets, newest first. */
export function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiRequest<Order[]>('/api/iqs/orders', { query: { status: 'open' }, signal })
}

export const myOrdersKey = ['account', 'iqs', 'orders'] as const

export function useMyOrders() {
  return useQuery(
    queryOptions({ queryKey: myOrdersKey, queryFn: ({ signal }) => getMyOrders(signal), staleTime: 5_000 }),
  )
}
