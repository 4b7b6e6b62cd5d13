import type { P2PPartner, P2PProposal } from '@iqs/protocol'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { useIsApprovedTrader } from './get-profile.js'

/** `GET /api/share-owners`: the other approved share owners one can propose a deal to. */
export function getPartners(signal?: AbortSignal): Promise<P2PPartner[]> {
  return apiRequest<P2PPartner[]>('/api/share-owners', { signal })
}

/** The partners, asked for only once my profile says I am an approved trader (others get a 403). */
export function usePartners() {
  const approved = useIsApprovedTrader()
  return useQuery(
    queryOptions({
      queryKey: ['account', 'iqs', 'partners'],
      queryFn: ({ signal }) => getPartners(signal),
      staleTime: 60_000,
      enabled: approved,
    }),
  )
}

/** `GET /api/iqs/p2p`: my proposals, made (OUT) and received (IN). */
export function getProposals(signal?: AbortSignal): Promise<P2PProposal[]> {
  return apiRequest<P2PProposal[]>('/api/iqs/p2p', { signal })
}

/** My proposals, asked for only once my profile says I am an approved trader (others get a 403). */
export function useProposals() {
  const approved = useIsApprovedTrader()
  return useQuery(
    queryOptions({
      queryKey: ['account', 'iqs', 'p2p'],
      queryFn: ({ signal }) => getProposals(signal),
      staleTime: 5_000,
      enabled: approved,
    }),
  )
}

export interface ProposeRequest {
  to: number
  amount: string
  price: string
  isIQS: boolean
}

/** `POST /api/iqs/p2p/propose`: I sell `amount` tokens to `to` at `price`; my tokens are locked. */
export function propose(request: ProposeRequest): Promise<P2PProposal> {
  return apiRequest<P2PProposal>('/api/iqs/p2p/propose', { method: 'POST', body: request })
}

export type ProposalAnswer = 'accept' | 'reject' | 'cancel'

/** `POST /api/iqs/p2p/:id/{accept|reject|cancel}`. */
export function answerProposal({ id, answer }: { id: string; answer: ProposalAnswer }): Promise<P2PProposal> {
  return apiRequest<P2PProposal>(`/api/iqs/p2p/${encodeURIComponent(id)}/${answer}`, { method: 'POST' })
}

export function usePropose() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: propose,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}

export function useAnswerProposal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: answerProposal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'iqs'] }),
  })
}
