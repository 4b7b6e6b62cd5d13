import type { orderPreviewSchema } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import type { OrderDraft } from '../utils/order-draft.js'

export type OrderPreview = z.infer<typeof orderPreviewSchema>

/** `POST /api/iqs/order/preview`: value, fee and total, computed as the trade's fee will be. */
export function previewOrder(draft: OrderDraft, signal?: AbortSignal): Promise<OrderPreview> {
  return apiRequest<OrderPreview>('/api/iqs/order/preview', { method: 'POST', body: draft, signal })
}

/** Only asked for a valid draft; the last answer stays shown while the next one loads. */
export function useOrderPreview(draft: OrderDraft | null) {
  return useQuery(
    queryOptions({
      queryKey: ['iqs', 'order-preview', draft],
      queryFn: ({ signal }) => previewOrder(draft as OrderDraft, signal),
      enabled: draft !== null,
      staleTime: 10_000,
      retry: false,
      placeholderData: (previous) => previous,
    }),
  )
}
