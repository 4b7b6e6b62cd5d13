import type { MemberSettlement } from '@iqs/protocol'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/iqs/settlements`: my trades and where their settlement stands. */
export function getSettlements(signal?: AbortSignal): Promise<MemberSettlement[]> {
  return apiRequest<MemberSettlement[]>('/api/iqs/settlements', { signal })
}

export function useSettlements() {
  return useQuery(
    queryOptions({
      queryKey: ['account', 'iqs', 'settlements'],
      queryFn: ({ signal }) => getSettlements(signal),
      staleTime: 5_000,
    }),
  )
}

/** `POST /api/iqs/settlements/:id/validate`: I validate my side (buyer or seller) of a trade. */
export function validateSettlement(id: string): Promise<MemberSettlement> {
  return apiRequest<MemberSettlement>(`/api/iqs/settlements/${encodeURIComponent(id)}/validate`, {
    method: 'POST',
  })
}

export function useValidateSettlement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: validateSettlement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}
