import type { Commission, commissionPaymentRequestSchema } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

export type PaymentBody = z.output<typeof commissionPaymentRequestSchema>

/**
 * `POST /api/admin/iqstem/commissions/:id/payments`: a payment in euros and IQS tokens. The body's
 * `payment_key` makes a repeat (a double click, a retry) answer the first payment, paying nothing more.
 */
export const markPayment = (commissionId: number, body: PaymentBody) =>
  apiRequest<Commission>(`/api/admin/iqstem/commissions/${commissionId}/payments`, { method: 'POST', body })

/** A payment moves the ledger, the member's leads (paid) and the reports: refresh the area. */
export function useMarkPayment(commissionId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: PaymentBody) => markPayment(commissionId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: iqstemAdminKeys.all }),
  })
}
