import {
  dataEnvelope,
  suspendedTraderSchema,
  traderSuspensionRequestSchema,
  traderSuspensionSchema,
  whiteListUserParamsSchema,
} from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { appError } from '../../platform/errors.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { INSTRUMENTS } from '../markets/initial-market-configs.js'
import { submitOrThrow } from '../markets/market-refusals.js'
import { listSuspendedTraders } from './trader-suspensions.repository.js'

const ADMIN = { access: { roles: ['Admin'], admin: 'tokens' } } as const

/**
 * One trader's trading privileges (spec §4 "Individual trading privileges can be suspended"): the
 * admin suspends or restores a trader on both markets (engine commands SuspendTrader and
 * ReinstateTrader), and lists who is suspended now (read model `iqs_trader_suspensions`).
 */
export const traderSuspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqs/traders/suspended',
    {
      config: ADMIN,
      schema: {
        tags: ['market config'],
        summary: 'The traders suspended now, most recent first, with their names, e-mails and markets',
        response: { 200: dataEnvelope(z.array(suspendedTraderSchema)) },
      },
    },
    async () => ({ data: await listSuspendedTraders(app.db) }),
  )

  app.put(
    '/api/admin/iqs/traders/:userId/suspension',
    {
      config: ADMIN,
      schema: {
        tags: ['market config'],
        summary: 'Suspend ({ suspended: true }) or restore one trader’s trading privileges on both markets',
        params: whiteListUserParamsSchema,
        body: traderSuspensionRequestSchema,
        response: { 200: dataEnvelope(traderSuspensionSchema) },
      },
    },
    async (request) => {
      const { userId } = request.params
      const user = await app.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
      if (!user) throw appError('NOT_FOUND', 'No such user')
      const { suspended } = request.body
      for (const instrument of INSTRUMENTS) {
        await submitOrThrow(
          app,
          instrument,
          suspended
            ? { type: 'SuspendTrader', traderId: String(userId) }
            : { type: 'ReinstateTrader', traderId: String(userId) },
          randomUUID(),
          { allowReasons: ['NO_CHANGE'] },
        )
      }
      // The list of suspended traders the admin reads next shows this change.
      await readYourWrites(app)
      return { data: { user_id: userId, suspended } }
    },
  )
}
