import type { FastifyPluginAsync } from 'fastify'
import { iqstemCommissionsPlugin } from './commissions/iqstem-commissions.plugin.js'
import { iqstemLeadsPlugin } from './leads/iqstem-leads.plugin.js'
import { iqstemReferralsPlugin } from './referrals/iqstem-referrals.plugin.js'
import { memberDetailsRoutes } from './members/member-details.routes.js'
import { iqstemReportsPlugin } from './reports/iqstem-reports.plugin.js'

/**
 * IQStem (issue 17): members' leads and sponsored consultants, the commissions they earn and their
 * payment in euros and IQS tokens, and the admins' side of each. ./README.md has the rules.
 */
export const networkIqstemPlugin: FastifyPluginAsync = async (app) => {
  await app.register(iqstemLeadsPlugin)
  await app.register(iqstemReferralsPlugin)
  await app.register(iqstemCommissionsPlugin)
  await app.register(iqstemReportsPlugin)
  await app.register(memberDetailsRoutes)
}
