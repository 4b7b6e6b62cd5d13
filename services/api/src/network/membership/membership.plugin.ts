import type { FastifyPluginAsync } from 'fastify'
import { memberReviewMail } from './member-review-mails.js'
import { memberReviewsRoutes } from './member-reviews.routes.js'

/**
 * Admins review the network's applicants (issue 17 for IQStem; every role): the pending lists,
 * approve and reject, each recorded and told to the member (in the app and by mail). ./README.md
 * has the rules.
 */
export const membershipPlugin: FastifyPluginAsync = async (app) => {
  app.notifications.registerMail(['member.approved', 'member.rejected'], memberReviewMail)
  await app.register(memberReviewsRoutes)
}
