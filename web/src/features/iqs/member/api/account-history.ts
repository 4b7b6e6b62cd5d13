import type { AccountHistoryRow } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import type { Instrument } from '../../market/utils/instrument.js'

/** `GET /api/iqs/account-history`: every movement of my tokens on one market. */
export function getAccountHistory(instrument: Instrument, signal?: AbortSignal) {
  return apiRequest<AccountHistoryRow[]>('/api/iqs/account-history', {
    query: { isIQS: instrument === 'IQS' ? 'true' : 'false' },
    signal,
  })
}

export function useAccountHistory(instrument: Instrument) {
  return useQuery(
    queryOptions({
      queryKey: ['account', 'iqs', 'history', instrument],
      queryFn: ({ signal }) => getAccountHistory(instrument, signal),
    }),
  )
}
