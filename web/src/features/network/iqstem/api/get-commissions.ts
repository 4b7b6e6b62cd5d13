import type { CommissionLedger } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { commissionsKey } from './iqstem-cache.js'

/** `GET /api/network/iqstem/commissions`: my ledger: each commission with its payments, the totals, my IQS tokens. */
export function getCommissions(signal?: AbortSignal): Promise<CommissionLedger> {
  return apiRequest<CommissionLedger>('/api/network/iqstem/commissions', { signal })
}

export function getCommissionsQueryOptions() {
  return queryOptions({
    queryKey: [...commissionsKey, 'ledger'],
    queryFn: ({ signal }) => getCommissions(signal),
  })
}

export function useCommissions() {
  return useQuery(getCommissionsQueryOptions())
}
