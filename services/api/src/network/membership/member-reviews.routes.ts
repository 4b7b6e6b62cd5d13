import {
  dataEnvelope,
  MEMBER_ADMIN_PERMISSION,
  memberInfoRequestSchema,
  memberParamsSchema,
  memberRejectRequestSchema,
  memberReviewListSchema,
  memberReviewQuerySchema,
  memberReviewSummarySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdminPermission } from '../../identity/access-control/admin-permission.js'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { reviewMember, type MemberReview } from './member-review.js'
import { requireMemberAdmin } from './member-admin-access.js'
import { listMemberReviews, memberReviewSummary } from './member-reviews.repository.js'

const admins = { access: { roles: ['Admin' as const], admin: 'byRecord' as const } }
const tags = ['network membership']
const refusals =
  '404 MEMBER_NOT_FOUND (unknown, erased, or without a membership), 409 TRANSITION_NOT_ALLOWED ' +
  '(not PENDING; details { state, transition })'

/**
 * Admins review the network's applicants (every admin area's pending list: IQStem in issue 17,
 * consultants, partners and clients in issue 18): the list by role and status, approve, reject,
 * ask for more information. Each needs the admin group of the member's role.
 */
export const memberReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/network/members',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'The members of one role and status (PENDING by default: oldest submitted first; any other ' +
          'status: most recently changed first), with their sponsor when an IQStem member invited them',
        querystring: memberReviewQuerySchema,
        response: { 200: dataEnvelope(memberReviewListSchema) },
      },
    },
    async (request) => {
      requireAdminPermission(requireUser(request), MEMBER_ADMIN_PERMISSION[request.query.role])
      return { data: { items: await listMemberReviews(app.db, request.query) } }
    },
  )

  const decide = async (userId: number, review: MemberReview, admin: RequestUser, reason: string | null) => {
    await requireMemberAdmin(app.db, admin, userId)
    await reviewMember(app.db, { userId, review, adminId: admin.id, reason, at: app.clock.date() })
    // The member's mail goes now; a failure waits for the dispatcher's next round (every minute).
    await app.notifications
      .dispatch()
      .catch((error: unknown) => app.log.warn({ err: error }, 'member review mail not sent yet'))
    const member = await memberReviewSummary(app.db, userId)
    if (!member) throw appError('MEMBER_NOT_FOUND')
    return { data: member }
  }

  app.post(
    '/api/admin/network/members/:userId/approve',
    {
      config: admins,
      schema: {
        tags,
        summary: `Approve a submitted membership (PENDING -> APPROVED); the member is told. ${refusals}`,
        params: memberParamsSchema,
        response: { 200: dataEnvelope(memberReviewSummarySchema) },
      },
    },
    async (request) => decide(request.params.userId, 'approve', requireUser(request), null),
  )

  app.post(
    '/api/admin/network/members/:userId/reject',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Reject a submitted membership with a reason (PENDING -> REJECTED); the member is told and ' +
          `may submit again. ${refusals}`,
        params: memberParamsSchema,
        body: memberRejectRequestSchema,
        response: { 200: dataEnvelope(memberReviewSummarySchema) },
      },
    },
    async (request) => decide(request.params.userId, 'reject', requireUser(request), request.body.reason),
  )

  app.post(
    '/api/admin/network/members/:userId/request-info',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Ask a pending applicant for more information with a message (PENDING -> ONBOARDING): the member ' +
          `is told, completes their details and submits again. ${refusals}`,
        params: memberParamsSchema,
        body: memberInfoRequestSchema,
        response: { 200: dataEnvelope(memberReviewSummarySchema) },
      },
    },
    async (request) =>
      decide(request.params.userId, 'request_info', requireUser(request), request.body.message),
  )
}
