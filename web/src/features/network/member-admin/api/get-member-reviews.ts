import type { MemberReviewList, memberReviewQuerySchema } from '@iqs/protocol'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../../lib/api-client.js'
import { memberAdminKeys } from './member-admin-keys.js'

export type MemberReviewRole = z.infer<typeof memberReviewQuerySchema>['role']
export type MemberReviewStatus = z.output<typeof memberReviewQuerySchema>['status']

/** `GET /api/admin/network/members?role=&status=`: a role's applicants (PENDING) or members. */
export const getMemberReviews = (role: MemberReviewRole, status: MemberReviewStatus, signal?: AbortSignal) =>
  apiRequest<MemberReviewList>('/api/admin/network/members', { query: { role, status }, signal })

export const useMemberReviews = (role: MemberReviewRole, status: MemberReviewStatus) =>
  useQuery({
    queryKey: [...memberAdminKeys.reviews, role, status],
    queryFn: ({ signal }) => getMemberReviews(role, status, signal),
    placeholderData: keepPreviousData,
  })
