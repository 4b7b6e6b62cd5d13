import { adminReferralListSchema, adminReferralsQuerySchema, dataEnvelope } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { listAdminReferrals } from './read-referrals.js'
import { admins } from './referral-access.js'

/** /admin-iqstem/consultants: the sponsored consultants across members. */
export const adminReferralsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqstem/referrals',
    {
      config: admins,
      schema: {
        tags: ['iqstem admin'],
        summary: 'Every sponsored consultant with their sponsor, newest first; of one state with `state`',
        querystring: adminReferralsQuerySchema,
        response: { 200: dataEnvelope(adminReferralListSchema) },
      },
    },
    async (request) => ({ data: { items: await listAdminReferrals(app.db, request.query.state) } }),
  )
}
