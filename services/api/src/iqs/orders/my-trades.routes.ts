import { dataEnvelope, myTradeSchema, myTradesQuerySchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { P2P_ORDER_PREFIX } from '../market-projections/market-tables.js'
import { myTradeFromRow } from './my-trade-view.js'

/**
 * `GET /api/iqs/my-trades` (issue 14): the "My trades" tab of the trading screen, the fills of my
 * book orders with my fee and their settlement, newest first, a page at a time.
 */
export const myTradesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iqs/my-trades',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary:
          'Added: my fills (book trades), newest first, with my fee and the settlement status ' +
          '(?isIQS=&side=&limit=; pages: `before` = the last trade id of the previous page)',
        querystring: myTradesQuerySchema,
        response: { 200: dataEnvelope(z.array(myTradeSchema)) },
      },
    },
    async (request) => {
      const me = String(requireUser(request).id)
      const { isIQS, side, before, limit } = request.query
      // The fill of an order just placed must be in the list the screen refetches next.
      await readYourWrites(app)
      let query = app.db
        .selectFrom('iqs_trades')
        .selectAll()
        .where('buy_order_id', 'not like', `${P2P_ORDER_PREFIX}%`)
      query =
        side === 'BUY'
          ? query.where('buyer_id', '=', me)
          : side === 'SELL'
            ? query.where('seller_id', '=', me)
            : query.where((eb) => eb.or([eb('buyer_id', '=', me), eb('seller_id', '=', me)]))
      if (isIQS !== undefined)
        query = query.where('instrument', '=', isIQS === 'true' || isIQS === '1' ? 'IQS' : 'OST')
      if (before !== undefined) {
        const anchor = await app.db
          .selectFrom('iqs_trades')
          .select('position')
          .where('trade_id', '=', before)
          .where((eb) => eb.or([eb('buyer_id', '=', me), eb('seller_id', '=', me)]))
          .executeTakeFirst()
        if (!anchor) return { data: [] }
        query = query.where('position', '<', anchor.position)
      }
      const rows = await query.orderBy('position', 'desc').orderBy('trade_id').limit(limit).execute()
      return { data: rows.map((row) => myTradeFromRow(row, me)) }
    },
  )
}
