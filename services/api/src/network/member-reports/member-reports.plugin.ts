import type { FastifyPluginAsync } from 'fastify'
import { adminConsultantSearchRoutes } from './admin-consultant-search.routes.js'
import { execPartnerCardsRoutes } from './exec-partner-cards.routes.js'
import { memberReportsRoutes } from './member-reports.routes.js'

/**
 * The member admin areas' reports, the admins' consultant search and the exec partner cards they
 * hide (issue 18). An erased partner's hidden card goes with their account: the reason names them.
 */
export const memberReportsPlugin: FastifyPluginAsync = async (app) => {
  app.addAccountEraser(async (trx, userId) => {
    await trx.deleteFrom('hidden_exec_partner_cards').where('user_id', '=', userId).execute()
  })
  await app.register(memberReportsRoutes)
  await app.register(adminConsultantSearchRoutes)
  await app.register(execPartnerCardsRoutes)
}
