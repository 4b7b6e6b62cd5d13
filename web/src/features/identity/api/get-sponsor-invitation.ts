import type { sponsorInvitationSchema } from '@iqs/protocol'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.js'

/** Who invited the person opening an IQStem member's referral link, and the names they gave. */
export type SponsorInvitation = z.infer<typeof sponsorInvitationSchema>

/** `GET /api/register/sponsor?code=` (public): 404 SPONSOR_CODE_INVALID for an unknown or used code. */
export function getSponsorInvitation(code: string, signal?: AbortSignal): Promise<SponsorInvitation> {
  return apiRequest<SponsorInvitation>('/api/register/sponsor', { query: { code }, signal })
}

/** The invitation of a `?sponsor=` code; nothing asked without one. A refused code is not retried. */
export function useSponsorInvitation(code: string | null) {
  return useQuery({
    queryKey: ['register', 'sponsor', code],
    queryFn: ({ signal }) => getSponsorInvitation(code ?? '', signal),
    enabled: !!code,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}
