import type { IqstemMemberDetail } from '@iqs/protocol'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../../lib/api-client.js'
import { iqstemAdminKeys } from './iqstem-admin-keys.js'

/**
 * `GET /api/admin/iqstem/members/:userId`: the membership, leads, sponsored consultants, ledger,
 * history. An address whose id is no number names no member: not found, without asking.
 */
export const getMemberDetail = (userId: number, signal?: AbortSignal) =>
  Number.isSafeInteger(userId) && userId > 0
    ? apiRequest<IqstemMemberDetail>(`/api/admin/iqstem/members/${userId}`, { signal })
    : Promise.reject(new ApiError(404, 'MEMBER_NOT_FOUND', 'No such member'))

export const useMemberDetail = (userId: number) =>
  useQuery({
    queryKey: iqstemAdminKeys.member(userId),
    queryFn: ({ signal }) => getMemberDetail(userId, signal),
  })
