import {
  adminSettlementSchema,
  dataEnvelope,
  memberSettlementSchema,
  settlementQuerySchema,
  tokenSideIdParamSchema,
} from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { requireApprovedTrader } from '../share-owners/approved-trader.js'
import { decideSettlement, recordSettlementStep } from './decide-settlement.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { partiesOf } from '../share-owners/trader-parties.js'
import {
  toAdminSettlement,
  toMemberSettlement,
  tradesInSettlement,
  type TradeRow,
} from './settlement-view.js'

/**
 * Settlement of every trade, from the book or a P2P deal (stream `settlement-<tradeId>`): the buyer
 * and the seller validate their side, an admin marks the euros received, then accepts (the market
 * moves the tokens from the seller's escrow to the buyer: SettleTrade, and the platform signs the
 * settled trade, EIP-712) or rejects (RejectSettlement: the tokens go back to the seller). Both
 * decisions are final.
 */
export const settlementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/iqs/settlements',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['settlement'],
        summary: 'My trades in settlement, newest first, with the spec member columns (?status=)',
        querystring: settlementQuerySchema,
        response: { 200: dataEnvelope(z.array(memberSettlementSchema)) },
      },
    },
    async (request) => {
      const me = String((await requireApprovedTrader(app.db, request)).id)
      const rows = await tradesInSettlement(app.db, { traderId: me, ...request.query })
      return { data: rows.map((row) => toMemberSettlement(row, me)) }
    },
  )

  app.post(
    '/api/iqs/settlements/:id/validate',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['settlement'],
        summary: 'Validate my side (buyer or seller) of a trade; 404 for a trade I am not a party to',
        params: tokenSideIdParamSchema,
        response: { 200: dataEnvelope(memberSettlementSchema) },
      },
    },
    async (request) => {
      const user = await requireApprovedTrader(app.db, request)
      const me = String(user.id)
      const trade = await findTrade(app, request.params.id)
      if (!trade || (trade.buyer_id !== me && trade.seller_id !== me)) throw appError('SETTLEMENT_NOT_FOUND')
      if (trade.settlement_status !== 'PENDING') throw appError('SETTLEMENT_ALREADY_DECIDED')
      await recordSettlementStep(app, trade.trade_id, me, {
        type: 'Validate',
        tradeId: trade.trade_id,
        side: trade.buyer_id === me ? 'BUY' : 'SELL',
        by: me,
        at: app.clock.date().toISOString(),
      })
      return { data: await memberView(app, trade.trade_id, me) }
    },
  )

  app.get(
    '/api/admin/iqs/settlements',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['settlement'],
        summary: 'The settlement validation queue (?status=PENDING) with the spec admin columns',
        querystring: settlementQuerySchema,
        response: { 200: dataEnvelope(z.array(adminSettlementSchema)) },
      },
    },
    async (request) => {
      const rows = await tradesInSettlement(app.db, request.query)
      const parties = await partiesOf(
        app.db,
        rows.flatMap(({ trade }) => [trade.buyer_id, trade.seller_id]),
      )
      return { data: rows.map((row) => toAdminSettlement(row, parties)) }
    },
  )

  const adminAction = (action: 'euros-received' | 'accept' | 'reject', summary: string) =>
    app.post(
      `/api/admin/iqs/settlements/:id/${action}`,
      {
        config: { access: { roles: ['Admin'], admin: 'tokens' } },
        schema: {
          tags: ['settlement'],
          summary,
          params: tokenSideIdParamSchema,
          response: { 200: dataEnvelope(adminSettlementSchema) },
        },
      },
      async (request) => {
        const admin = String(requireUser(request).id)
        const trade = await findTrade(app, request.params.id)
        if (!trade) throw appError('SETTLEMENT_NOT_FOUND')
        const at = app.clock.date().toISOString()
        if (action === 'euros-received') {
          if (trade.settlement_status !== 'PENDING') throw appError('SETTLEMENT_ALREADY_DECIDED')
          await recordSettlementStep(app, trade.trade_id, admin, {
            type: 'MarkEurosReceived',
            tradeId: trade.trade_id,
            by: admin,
            at,
          })
        } else {
          await decideSettlement(app, trade, admin, action === 'accept')
        }
        await readYourWrites(app)
        const [row] = await tradesInSettlement(app.db, { tradeId: trade.trade_id })
        return {
          data: toAdminSettlement(row!, await partiesOf(app.db, [trade.buyer_id, trade.seller_id])),
        }
      },
    )
  adminAction('euros-received', 'Mark that the buyer settled the trade in euros')
  adminAction(
    'accept',
    'Accept a trade (final): needs both validations and the euros received; the tokens move to the buyer and the platform signs the settled trade. ' +
      'Otherwise 409 SETTLEMENT_NOT_READY with details { missing: [BUYER_VALIDATION | SELLER_VALIDATION | EUROS_RECEIVED] } (settlementNotReadyDetailsSchema).',
  )
  adminAction('reject', 'Reject a trade (final): the escrowed tokens go back to the seller')
}

/** The trade from the read model; when missing, once more after catching up (it may just have executed). */
async function findTrade(app: FastifyInstance, tradeId: string): Promise<TradeRow | undefined> {
  const read = () =>
    app.db.selectFrom('iqs_trades').selectAll().where('trade_id', '=', tradeId).executeTakeFirst()
  const found = await read()
  if (found) return found
  await readYourWrites(app)
  return read()
}

async function memberView(app: FastifyInstance, tradeId: string, me: string) {
  await readYourWrites(app)
  const [row] = await tradesInSettlement(app.db, { tradeId })
  return toMemberSettlement(row!, me)
}
