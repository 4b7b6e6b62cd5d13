import type { MarketConfigUpdate, MarketConfigView } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { newRequestId } from '../../../../lib/request-id.js'
import { adminKeys } from './admin-keys.js'

/**
 * `PUT /api/admin/iqs/market-config`: only the fields given change (open status, fees, price,
 * blackout), all or none, once per `request_id` (one per submit: a resent request applies once).
 */
export function updateMarketConfig(update: MarketConfigUpdate): Promise<MarketConfigView> {
  return apiRequest<MarketConfigView>('/api/admin/iqs/market-config', {
    method: 'PUT',
    body: { ...update, request_id: update.request_id ?? newRequestId() },
  })
}

export function useUpdateMarketConfig() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMarketConfig,
    onSuccess: (view) => {
      queryClient.setQueryData(adminKeys.marketConfig, view)
      return queryClient.invalidateQueries({ queryKey: adminKeys.marketConfig })
    },
  })
}
