import type { ReferralList } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { referralsKey } from './iqstem-cache.js'

/** `GET /api/network/iqstem/referrals`: the consultants I sponsored, newest first, with their state and commission. */
export function getReferrals(signal?: AbortSignal): Promise<ReferralList> {
  return apiRequest<ReferralList>('/api/network/iqstem/referrals', { signal })
}

export function getReferralsQueryOptions() {
  return queryOptions({ queryKey: referralsKey, queryFn: ({ signal }) => getReferrals(signal) })
}

export function useReferrals() {
  return useQuery(getReferralsQueryOptions())
}
