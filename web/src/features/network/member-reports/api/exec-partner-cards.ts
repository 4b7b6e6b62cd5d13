import type { ExecPartnerCardDetail, ExecPartnerCardList, ExecPartnerCardRequest } from '@iqs/protocol'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { memberReportsKeys } from './member-reports-keys.js'

/** `GET /api/admin/network/exec-partner-cards`: the partners with a card, and the hidden ones. */
export const getExecPartnerCards = (signal?: AbortSignal) =>
  apiRequest<ExecPartnerCardList>('/api/admin/network/exec-partner-cards', { signal })

export const useExecPartnerCards = () =>
  useQuery(
    queryOptions({
      queryKey: memberReportsKeys.cardList,
      queryFn: ({ signal }) => getExecPartnerCards(signal),
    }),
  )

/** `GET /api/admin/network/exec-partners/:userId/card`: one partner's card and its history. */
export const getExecPartnerCard = (userId: number, signal?: AbortSignal) =>
  apiRequest<ExecPartnerCardDetail>(`/api/admin/network/exec-partners/${userId}/card`, { signal })

export const execPartnerCardQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: memberReportsKeys.card(userId),
    queryFn: ({ signal }) => getExecPartnerCard(userId, signal),
  })

export const useExecPartnerCard = (userId: number) => useQuery(execPartnerCardQueryOptions(userId))

/** `PUT .../exec-partners/:userId/card`: hide or show; the list and the card are read again. */
export function useSetExecPartnerCard(userId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ExecPartnerCardRequest) =>
      apiRequest<ExecPartnerCardDetail>(`/api/admin/network/exec-partners/${userId}/card`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (card) => {
      client.setQueryData(memberReportsKeys.card(userId), card)
      return client.invalidateQueries({ queryKey: memberReportsKeys.cardList })
    },
  })
}
