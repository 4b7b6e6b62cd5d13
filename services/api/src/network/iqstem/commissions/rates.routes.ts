import { commissionRateRequestSchema, commissionRatesSchema, dataEnvelope } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../../identity/access-control/require-user.js'
import { readRates, setRate } from './commission-rates.js'

export const commissionsAdminTags = ['iqstem admin']
export const admins = { access: { roles: ['Admin' as const], admin: 'iqstem' as const } }

/** The commission rate of each programme (lead, referral), read and set by admins. */
export const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqstem/rates',
    {
      config: admins,
      schema: {
        tags: commissionsAdminTags,
        summary: 'The commission rate of each programme, in %, with who set it and when',
        response: { 200: dataEnvelope(commissionRatesSchema) },
      },
    },
    async () => ({ data: await readRates(app.db) }),
  )

  app.put(
    '/api/admin/iqstem/rates',
    {
      config: admins,
      schema: {
        tags: commissionsAdminTags,
        summary:
          "Set a programme's rate (0 to 100 %, two decimals at most). It applies to the commissions accrued " +
          'from now on; the change is recorded (who, when, from, to). Answers every rate',
        body: commissionRateRequestSchema,
        response: { 200: dataEnvelope(commissionRatesSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      await setRate(app.db, {
        programme: request.body.programme,
        ratePercent: request.body.rate_percent,
        adminUserId: admin.id,
        at: app.clock.date(),
      })
      return { data: await readRates(app.db) }
    },
  )
}
