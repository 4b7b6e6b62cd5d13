import type { CashPosition } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import type { Instrument } from '../../market/utils/instrument.js'
import { useIsApprovedTrader } from './get-profile.js'

/** `GET /api/iqs/cash-position`: my euros on a market (owed, paid, due, committed in open buys). */
export function getCashPosition(instrument: Instrument, signal?: AbortSignal): Promise<CashPosition> {
  return apiRequest<CashPosition>('/api/iqs/cash-position', {
    query: { isIQS: instrument === 'IQS' ? 'true' : 'false' },
    signal,
  })
}

/**
 * Under ['account', 'iqs']: an order, a settlement step or my socket's order events refresh it.
 * Asked only of an approved trader: the api refuses anyone else (an admin on the trading screen).
 */
export function useCashPosition(instrument: Instrument) {
  const approved = useIsApprovedTrader()
  return useQuery(
    queryOptions({
      queryKey: ['account', 'iqs', 'cash-position', instrument],
      queryFn: ({ signal }) => getCashPosition(instrument, signal),
      staleTime: 5_000,
      enabled: approved,
    }),
  )
}
