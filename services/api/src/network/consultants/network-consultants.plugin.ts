import { INVITATION_NOTIFICATION_KINDS } from '@iqs/protocol'
import type { FastifyPluginAsync } from 'fastify'
import { consultantsRoutes } from './consultants.routes.js'
import { eraseConsultantLinks } from './erase-consultant-links.js'
import { invitationMail } from './invitation-mails.js'
import { invitationsRoutes } from './invitations.routes.js'
import { shortlistRoutes } from './shortlist.routes.js'

/**
 * Finding consultants (issue 16, part C): the owners' search, their shortlist and their
 * invitations to apply (with the consultant's notice and its mail), and what an erased account
 * leaves of them.
 */
export const networkConsultantsPlugin: FastifyPluginAsync = async (app) => {
  app.notifications.registerMail(INVITATION_NOTIFICATION_KINDS, invitationMail)
  app.addAccountEraser((trx, userId) => eraseConsultantLinks(trx, userId))
  await app.register(consultantsRoutes)
  await app.register(shortlistRoutes)
  await app.register(invitationsRoutes)
}
