import type { MemberVote } from '@iqs/protocol'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/iqs/votes`: the votes with my weight, my ballot and the totals. */
export function getVotes(signal?: AbortSignal): Promise<MemberVote[]> {
  return apiRequest<MemberVote[]>('/api/iqs/votes', { signal })
}

export function useVotes() {
  return useQuery(
    queryOptions({ queryKey: ['account', 'iqs', 'votes'], queryFn: ({ signal }) => getVotes(signal) }),
  )
}

/** `POST /api/iqs/votes/:id/ballot`: for each question, the indices of my chosen answers. */
export function castBallot({ id, choices }: { id: string; choices: number[][] }): Promise<unknown> {
  return apiRequest(`/api/iqs/votes/${encodeURIComponent(id)}/ballot`, { method: 'POST', body: { choices } })
}

export function useCastBallot() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: castBallot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs', 'votes'] }),
  })
}
