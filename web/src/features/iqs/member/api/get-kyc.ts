import { missingKycRequirements, type KycStatus } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../../lib/api-client.js'

/**
 * The KYC file of someone who never saved one: still registering, everything an individual needs
 * missing, no document. Spec §4 treats a missing profile as a new one; the file follows it.
 */
export const NEW_KYC: KycStatus = {
  white_list_status: 'REGISTERING',
  missing: missingKycRequirements({
    isCompany: false,
    businessName: null,
    address: null,
    country: null,
    mobileNumber: null,
    pepConfirmed: false,
    documents: new Set(),
  }),
  files: [],
}

/**
 * `GET /api/share-owners/me/kyc`: where my application stands, what is missing, my files. The api
 * answers 404 until a first file is saved: that is the new file, not a failure.
 */
export async function getKyc(signal?: AbortSignal): Promise<KycStatus> {
  try {
    return await apiRequest<KycStatus>('/api/share-owners/me/kyc', { signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return NEW_KYC
    throw error
  }
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
