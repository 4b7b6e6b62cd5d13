import type { AdminReferralList, ReferralState } from '@iqs/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

/** `GET /api/admin/iqstem/referrals?state=`: the consultants every member sponsored. */
export const getAdminReferrals = (state: ReferralState | undefined, signal?: AbortSignal) =>
  apiRequest<AdminReferralList>('/api/admin/iqstem/referrals', { query: { state }, signal })

export const useAdminReferrals = (state: ReferralState | undefined) =>
  useQuery({
    queryKey: [...iqstemAdminKeys.referrals, state ?? 'all'],
    queryFn: ({ signal }) => getAdminReferrals(state, signal),
    placeholderData: keepPreviousData,
  })
