import type { Conversion } from '@iqs/protocol'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/iqs/conversions`: my requests to convert IQS into OST. */
export function getConversions(signal?: AbortSignal): Promise<Conversion[]> {
  return apiRequest<Conversion[]>('/api/iqs/conversions', { signal })
}

export function useConversions() {
  return useQuery(
    queryOptions({
      queryKey: ['account', 'iqs', 'conversions'],
      queryFn: ({ signal }) => getConversions(signal),
    }),
  )
}

/** `POST /api/iqs/conversion`: asks to convert `amount` IQS into OST 1:1; locked until an admin decides. */
export function requestConversion(amount: string): Promise<Conversion> {
  return apiRequest<Conversion>('/api/iqs/conversion', { method: 'POST', body: { amount } })
}

export function useRequestConversion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestConversion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}
