import type { AdminVote, CreateVoteRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `POST /api/admin/iqs/votes`: a new vote whose record date is now. */
export function createVote(input: CreateVoteRequest): Promise<AdminVote> {
  return apiRequest<AdminVote>('/api/admin/iqs/votes', { method: 'POST', body: input })
}

export function useCreateVote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createVote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.votes }),
  })
}
