import type { ConsultantDetail } from '@iqs/protocol'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { consultantKey } from './consultants-cache.js'

/** `GET /api/network/consultants/:userId`: the profile, the card, my note and my invitations. */
export function getConsultant(userId: number, signal?: AbortSignal): Promise<ConsultantDetail> {
  return apiRequest<ConsultantDetail>(`/api/network/consultants/${userId}`, { signal })
}

export const useConsultant = (userId: number) =>
  useQuery({ queryKey: consultantKey(userId), queryFn: ({ signal }) => getConsultant(userId, signal) })
