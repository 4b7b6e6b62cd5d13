import type { candleSchema } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import type { Instrument } from '../../market/utils/instrument.js'

export type Candle = z.infer<typeof candleSchema>
export type CandleInterval = '1m' | '1h' | '1d'

/** `GET /api/iqs/candles`: OHLC and volume per interval, oldest first. */
export function getCandles(instrument: Instrument, interval: CandleInterval, signal?: AbortSignal) {
  return apiRequest<Candle[]>('/api/iqs/candles', {
    query: { isIQS: instrument === 'IQS', interval, limit: 500 },
    signal,
  })
}

export function getCandlesQueryOptions(instrument: Instrument, interval: CandleInterval) {
  return queryOptions({
    queryKey: ['iqs', 'candles', instrument, interval],
    queryFn: ({ signal }) => getCandles(instrument, interval, signal),
    staleTime: 10_000,
  })
}

export function useCandles(instrument: Instrument, interval: CandleInterval) {
  return useQuery(getCandlesQueryOptions(instrument, interval))
}
