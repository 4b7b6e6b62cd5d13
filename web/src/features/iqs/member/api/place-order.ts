import type { Order, PlaceOrderRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `POST /api/iqs/order` with the TOTP code. */
export function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  return apiRequest<Order>('/api/iqs/order', { method: 'POST', body: request })
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}
