import type { MemberDetail } from '@iqs/protocol'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../../lib/api-client.js'
import { memberAdminKeys } from './member-admin-keys.js'

/**
 * `GET /api/admin/network/members/:userId`: a member's whole record. An address whose id is no
 * number names no member: not found, without asking.
 */
export const getMemberDetail = (userId: number, signal?: AbortSignal) =>
  Number.isSafeInteger(userId) && userId > 0
    ? apiRequest<MemberDetail>(`/api/admin/network/members/${userId}`, { signal })
    : Promise.reject(new ApiError(404, 'MEMBER_NOT_FOUND', 'No such member'))

export const useMemberDetail = (userId: number) =>
  useQuery({
    queryKey: memberAdminKeys.member(userId),
    queryFn: ({ signal }) => getMemberDetail(userId, signal),
  })
