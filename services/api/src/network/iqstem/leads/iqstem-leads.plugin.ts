import type { FastifyPluginAsync } from 'fastify'
import { adminLeadActionsRoutes } from './admin-lead-actions.routes.js'
import { adminLeadsRoutes } from './admin-leads.routes.js'
import { eraseMemberLeads } from './erase-member-leads.js'
import { LEAD_MAIL_KINDS, leadMail } from './lead-mails.js'
import { leadProcess } from './lead-process.js'
import { memberLeadsRoutes } from './member-leads.routes.js'

/**
 * IQStem's leads (issue 17): their state machine, the mails of their notices, what an erased
 * account leaves of them, the members' routes and the admins'. ../README.md has the rules.
 */
export const iqstemLeadsPlugin: FastifyPluginAsync = async (app) => {
  app.workflow.register(leadProcess)
  app.notifications.registerMail(LEAD_MAIL_KINDS, leadMail)
  app.addAccountEraser((trx, userId) => eraseMemberLeads(trx, userId, app.clock.date()))
  await app.register(memberLeadsRoutes)
  await app.register(adminLeadsRoutes)
  await app.register(adminLeadActionsRoutes)
}
