import type { WhiteListProfile } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../../lib/api-client.js'
import { adminKeys } from './admin-keys.js'

/** `GET /api/admin/iqs/white-list/:userId`: one application with its KYC documents. */
export function getWhiteListProfile(userId: number, signal?: AbortSignal): Promise<WhiteListProfile> {
  return apiRequest<WhiteListProfile>(`/api/admin/iqs/white-list/${userId}`, { signal })
}

export function getWhiteListProfileQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...adminKeys.whiteList, 'profile', userId],
    queryFn: ({ signal }) => getWhiteListProfile(userId, signal),
  })
}

export function useWhiteListProfile(userId: number) {
  return useQuery(getWhiteListProfileQueryOptions(userId))
}

/** Where the browser downloads one of an applicant's KYC documents. */
export function kycFileUrl(userId: number, fileId: string): string {
  return `/api/admin/iqs/white-list/${userId}/files/${fileId}`
}
