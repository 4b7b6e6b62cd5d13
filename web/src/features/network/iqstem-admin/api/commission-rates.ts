import type { commissionRateRequestSchema, commissionRatesSchema } from '@iqs/protocol'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

export type CommissionRates = z.infer<typeof commissionRatesSchema>
export type CommissionRateRequest = z.input<typeof commissionRateRequestSchema>

/** `GET /api/admin/iqstem/rates`: each programme's rate, who set it and when. */
export const getCommissionRates = (signal?: AbortSignal) =>
  apiRequest<CommissionRates>('/api/admin/iqstem/rates', { signal })

export const useCommissionRates = () =>
  useQuery({ queryKey: iqstemAdminKeys.rates, queryFn: ({ signal }) => getCommissionRates(signal) })

/** `PUT /api/admin/iqstem/rates`: one programme's new rate (for commissions accrued from now on). */
export const saveCommissionRate = (body: CommissionRateRequest) =>
  apiRequest<CommissionRates>('/api/admin/iqstem/rates', { method: 'PUT', body })

export function useSaveCommissionRate() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveCommissionRate,
    onSuccess: () => client.invalidateQueries({ queryKey: iqstemAdminKeys.rates }),
  })
}
