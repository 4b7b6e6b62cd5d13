import {
  accountHistoryRowSchema,
  adminTradeHistoryRowSchema,
  dataEnvelope,
  historyQuerySchema,
  normalizeEur,
  unitsToEur,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { requireApprovedTrader } from '../share-owners/approved-trader.js'
import { tradePrice, tradeTotal, tradeType } from '../settlement/settlement-view.js'
import { partiesOf } from '../share-owners/trader-parties.js'
import { describeMovement } from './history-description.js'
import { runningBalance } from './running-balance.js'

/** Account history: my token movements (iqs_account_history) and, for admins, every trade. */
export const accountHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iqs/account-history',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['account history'],
        summary:
          'My token movements, newest first (spec columns: date, description, credit/debit, volume, unit price €, value €, ' +
          'balance, status); balance: the running sum of the Credit and Debit rows up to each row, rejected trades left out',
        querystring: historyQuerySchema,
        response: { 200: dataEnvelope(z.array(accountHistoryRowSchema)) },
      },
    },
    async (request) => {
      const me = String((await requireApprovedTrader(app.db, request)).id)
      const { isIQS, limit } = request.query
      // The running balance is summed over all of the trader's rows before the newest `limit` are kept.
      let mine = app.db
        .selectFrom('iqs_account_history')
        .selectAll()
        .select(runningBalance().as('running_balance'))
        .where('trader_id', '=', me)
      if (isIQS) mine = mine.where('instrument', '=', isIQS === 'true' ? 'IQS' : 'OST')
      const rows = await app.db
        .selectFrom(mine.as('h'))
        .selectAll()
        .orderBy('position', 'desc')
        .orderBy('seq', 'desc')
        .limit(limit)
        .execute()
      return {
        data: rows.map((row) => ({
          date: new Date(row.occurred_at).toISOString(),
          description: describeMovement(row.kind, row.instrument, row.quantity, row.reference, row.status),
          kind: row.kind,
          instrument: row.instrument,
          direction: row.direction,
          volume: String(row.quantity),
          unitPrice:
            row.unit_price === null ? null : unitsToEur(row.unit_price, priceDecimalsOf(row.instrument)),
          value: row.value === null ? null : normalizeEur(row.value),
          balance: String(row.running_balance),
          status: row.status,
          reference: row.reference,
        })),
      }
    },
  )

  app.get(
    '/api/admin/iqs/account-history',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['account history'],
        summary:
          'Every trade, newest first (spec columns: buyer, seller, traded, cleared, type, units, unit €, total)',
        querystring: historyQuerySchema,
        response: { 200: dataEnvelope(z.array(adminTradeHistoryRowSchema)) },
      },
    },
    async (request) => {
      const { isIQS, limit } = request.query
      let query = app.db.selectFrom('iqs_trades').selectAll()
      if (isIQS) query = query.where('instrument', '=', isIQS === 'true' ? 'IQS' : 'OST')
      const trades = await query.orderBy('position', 'desc').limit(limit).execute()
      const parties = await partiesOf(
        app.db,
        trades.flatMap((t) => [t.buyer_id, t.seller_id]),
      )
      const name = (id: string) => parties.get(id)?.name || id
      return {
        data: trades.map((t) => ({
          tradeId: t.trade_id,
          instrument: t.instrument,
          buyer: name(t.buyer_id),
          seller: name(t.seller_id),
          traded: new Date(t.executed_at).toISOString(),
          cleared: t.settled_at ? new Date(t.settled_at).toISOString() : null,
          type: tradeType(t),
          units: String(t.quantity),
          unitPrice: tradePrice(t),
          total: tradeTotal(t),
          status: t.settlement_status,
        })),
      }
    },
  )
}
