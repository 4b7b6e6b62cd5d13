import {
  dataEnvelope,
  memberParamsSchema,
  memberRejectRequestSchema,
  memberReviewListSchema,
  memberReviewQuerySchema,
  memberReviewSummarySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { reviewMember, type MemberReview } from './member-review.js'
import { listMemberReviews, memberReviewSummary } from './member-reviews.repository.js'

const admins = { access: { roles: ['Admin' as const] } }
const tags = ['network membership']
const refusals =
  '404 MEMBER_NOT_FOUND (unknown, erased, or without a membership), 409 TRANSITION_NOT_ALLOWED ' +
  '(not PENDING; details { state, transition })'

/**
 * Admins review the network's applicants (every admin area's pending list: IQStem in issue 17,
 * consultants, partners and clients in issue 18): the list by role and status, approve, reject.
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
    async (request) => ({ data: { items: await listMemberReviews(app.db, request.query) } }),
  )

  const decide = async (userId: number, review: MemberReview, adminId: number, reason: string | null) => {
    await reviewMember(app.db, { userId, review, adminId, reason, at: app.clock.date() })
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
    async (request) => decide(request.params.userId, 'approve', requireUser(request).id, null),
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
    async (request) => decide(request.params.userId, 'reject', requireUser(request).id, request.body.reason),
  )
}
