import { cashPositionQuerySchema, cashPositionSchema, dataEnvelope } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { requireApprovedTrader } from '../share-owners/approved-trader.js'
import { cashPosition } from './cash-position.js'

/** `GET /api/iqs/cash-position` (issue 14): the euro side beside the token balance. */
export const cashPositionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iqs/cash-position',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary:
          'Added: my euros on a market (?isIQS=, IQS when absent): owed for bought trades not settled, paid ' +
          '(euros received, tokens not yet transferred), due for sold trades not settled, committed in open buys',
        querystring: cashPositionQuerySchema,
        response: { 200: dataEnvelope(cashPositionSchema) },
      },
    },
    async (request) => {
      const me = await requireApprovedTrader(app.db, request)
      // The trading screen refetches this right after an order or a settlement step of mine.
      await readYourWrites(app)
      return { data: await cashPosition(app, String(me.id), request.query.isIQS ? 'IQS' : 'OST') }
    },
  )
}
