import { REVIEW_NOTIFICATION_KINDS } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import { eraseReviewAuthor } from './erase-review-author.js'
import { reviewMail } from './review-mails.js'
import { reviewProcess } from './review-process.js'
import { reviewsRoutes } from './reviews.routes.js'

/** Reviews (issue 16, part 3): their process, the reviewed party's mail, the routes, erasure. */
export const networkReviewsPlugin: FastifyPluginAsync = async (app) => {
  app.workflow.register(reviewProcess)
  app.notifications.registerMail(REVIEW_NOTIFICATION_KINDS, reviewMail)
  app.addAccountEraser((trx, userId) => eraseReviewAuthor(trx, userId))
  await app.register(reviewsRoutes)
}
