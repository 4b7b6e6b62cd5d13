import type { FastifyPluginAsync } from 'fastify'
import { MEMBER_MAIL_KINDS, memberReviewMail } from './member-review-mails.js'
import { memberRecordsRoutes } from './member-records.routes.js'
import { memberReviewsRoutes } from './member-reviews.routes.js'

/**
 * Admins review the network's applicants (issue 17 for IQStem; every role): the pending lists,
 * approve, reject and ask for more information; and (issue 18) a member's whole record and the
 * suspension of their account. Each is recorded and told to the member (in the app and by mail).
 * ./README.md has the rules.
 */
export const membershipPlugin: FastifyPluginAsync = async (app) => {
  app.notifications.registerMail(MEMBER_MAIL_KINDS, memberReviewMail)
  await app.register(memberReviewsRoutes)
  await app.register(memberRecordsRoutes)
}
