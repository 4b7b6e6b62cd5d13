import type { KycStatus } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'

/** `GET /api/share-owners/me/kyc`: where my application stands, what is missing, my files. */
export function getKyc(signal?: AbortSignal): Promise<KycStatus> {
  return apiRequest<KycStatus>('/api/share-owners/me/kyc', { signal })
}

export function getKycQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'iqs', 'kyc'],
    queryFn: ({ signal }) => getKyc(signal),
    retry: false,
  })
}

export function useKyc() {
  return useQuery(getKycQueryOptions())
}
