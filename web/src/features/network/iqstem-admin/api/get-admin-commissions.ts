import type { AdminCommissionList, commissionStateSchema } from '@iqs/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

export type CommissionState = z.infer<typeof commissionStateSchema>

/** `GET /api/admin/iqstem/commissions?state=`: every member's commissions, newest first. */
export const getAdminCommissions = (state: CommissionState | undefined, signal?: AbortSignal) =>
  apiRequest<AdminCommissionList>('/api/admin/iqstem/commissions', { query: { state }, signal })

export const useAdminCommissions = (state: CommissionState | undefined) =>
  useQuery({
    queryKey: [...iqstemAdminKeys.commissions, state ?? 'all'],
    queryFn: ({ signal }) => getAdminCommissions(state, signal),
    placeholderData: keepPreviousData,
  })
