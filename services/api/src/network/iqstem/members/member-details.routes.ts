import { dataEnvelope, iqstemMemberDetailSchema, memberParamsSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { appError } from '../../../platform/errors.js'
import { memberReviewHistory, memberReviewSummary } from '../../membership/member-review.js'
import { readLedger } from '../commissions/read-ledger.js'
import { listMemberLeads } from '../leads/read-leads.js'
import { listSponsorReferrals } from '../referrals/read-referrals.js'

/**
 * /admin-iqstem/details/{memberId}: one member's IQStem record for admins, gathered from each part
 * (the membership and its review history, the leads brought, the consultants sponsored, the
 * commission ledger). Any network member can be looked at: consultants and executive partners bring
 * leads and sponsor too.
 */
export const memberDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqstem/members/:userId',
    {
      config: { access: { roles: ['Admin'], admin: 'iqstem' } },
      schema: {
        tags: ['iqstem admin'],
        summary:
          "A network member's IQStem record: membership and its review history, leads, sponsored consultants, commissions. 404 MEMBER_NOT_FOUND",
        params: memberParamsSchema,
        response: { 200: dataEnvelope(iqstemMemberDetailSchema) },
      },
    },
    async (request) => {
      const { userId } = request.params
      const member = await memberReviewSummary(app.db, userId)
      if (!member) throw appError('MEMBER_NOT_FOUND')
      const [leads, referrals, ledger, history] = await Promise.all([
        listMemberLeads(app.db, userId),
        listSponsorReferrals(app.db, userId),
        readLedger(app, userId, { forAdmin: true }),
        memberReviewHistory(app.db, userId),
      ])
      return { data: { member, leads, referrals, ledger, history } }
    },
  )
}
