import type { Referral, ReferralRequest } from '@iqs/protocol'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { referralsKey } from './iqstem-cache.js'

/** `POST /api/network/iqstem/referrals`: invites the consultant by e-mail (201, the referral). */
export function sponsorConsultant(request: ReferralRequest): Promise<Referral> {
  return apiRequest<Referral>('/api/network/iqstem/referrals', { method: 'POST', body: request })
}

export function useSponsorConsultant() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sponsorConsultant,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: referralsKey }),
  })
}
