import type { tendenciesSchema } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import type { Instrument } from '../../market/utils/instrument.js'

export type Tendencies = z.infer<typeof tendenciesSchema>
export type TendencyPeriod = '1d' | '1w' | '1m' | '1y'

/** `GET /api/iqs/market-config/buysell-tendencies`: volume bought and sold by takers, per bucket. */
export function getTendencies(instrument: Instrument, period: TendencyPeriod, signal?: AbortSignal) {
  return apiRequest<Tendencies>('/api/iqs/market-config/buysell-tendencies', {
    query: { period, isIQS: instrument === 'IQS' },
    signal,
  })
}

export function useTendencies(instrument: Instrument, period: TendencyPeriod) {
  return useQuery(
    queryOptions({
      queryKey: ['iqs', 'tendencies', instrument, period],
      queryFn: ({ signal }) => getTendencies(instrument, period, signal),
      staleTime: 30_000,
    }),
  )
}
