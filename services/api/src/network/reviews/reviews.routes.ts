import {
  contractParamsSchema,
  dataEnvelope,
  myReviewsSchema,
  reviewParamsSchema,
  reviewRequestSchema,
  reviewSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { sendContractNotices } from '../contracts/send-contract-notices.js'
import { CONTRACT_ROLES } from '../contracts/contracts.routes.js'
import { runTransition } from '../workflow/apply-transition.js'
import { readMyReviews } from './my-reviews.js'
import { toReview } from './review-dto.js'
import { reviewProcess } from './review-process.js'
import { reviewViews, type ReviewView } from './reviews.repository.js'
import { submitReview } from './submit-review.js'

const tags = ['network reviews']

const findReview = async (app: Parameters<FastifyPluginAsyncZod>[0], id: string) => {
  const view = (await reviewViews(app.db).where('r.id', '=', id).executeTakeFirst()) as ReviewView | undefined
  if (!view) throw appError('REVIEW_NOT_FOUND')
  return toReview(view)
}

/** Reviews (spec §2 /my-projects/new-review, my-reviews): write one, read mine, and an admin's hide. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/reviews',
    {
      config: { access: { roles: [...CONTRACT_ROLES] } },
      schema: {
        tags,
        summary:
          'The reviews I wrote, the published ones about me, and the completed contracts awaiting my review',
        response: { 200: dataEnvelope(myReviewsSchema) },
      },
    },
    async (request) => ({ data: await readMyReviews(app.db, requireUser(request).id, app.clock.date()) }),
  )

  app.post(
    '/api/network/contracts/:id/review',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Review the other party of a completed contract (1-5 overall and per criterion, a comment), within 30 ' +
          'days of completion: 409 REVIEW_NOT_OPEN before, REVIEW_WINDOW_CLOSED after, REVIEW_EXISTS for a second one',
        params: contractParamsSchema,
        body: reviewRequestSchema,
        response: { 201: dataEnvelope(reviewSchema) },
      },
    },
    async (request, reply) => {
      const id = await submitReview(app, requireUser(request), request.params.id, request.body)
      await sendContractNotices(app)
      return reply.code(201).send({ data: await findReview(app, id) })
    },
  )

  app.post(
    '/api/network/reviews/:id/hide',
    {
      config: { access: { roles: ['Admin'], admin: 'projects' } },
      schema: {
        tags,
        summary: 'Hide a published review (admins): it leaves the profile and the rating',
        params: reviewParamsSchema,
        response: { 200: dataEnvelope(reviewSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      await runTransition(app.db, reviewProcess, {
        entityId: request.params.id,
        transition: 'hide',
        actor: { role: 'admin', userId: user.id },
        at: app.clock.date(),
      })
      return { data: await findReview(app, request.params.id) }
    },
  )
}
