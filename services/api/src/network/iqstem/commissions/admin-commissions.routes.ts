import {
  adminCommissionListSchema,
  adminCommissionsQuerySchema,
  commissionParamsSchema,
  commissionPaymentRequestSchema,
  commissionSchema,
  dataEnvelope,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../../identity/access-control/require-user.js'
import { appError } from '../../../platform/errors.js'
import { readAdminCommission, readAdminCommissionList } from './read-commissions.js'
import { admins, commissionsAdminTags } from './rates.routes.js'
import { recordPayment } from './record-payment.js'
import { sendCommissionNotices } from './send-commission-notices.js'
import { settleAllocation } from './settle-allocation.js'

/** The admins' commissions: every member's, and marking their payments in euros and IQS tokens. */
export const adminCommissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqstem/commissions',
    {
      config: admins,
      schema: {
        tags: commissionsAdminTags,
        summary:
          "Every member's commissions, newest first (at most 500), with their payments; ?state= filters",
        querystring: adminCommissionsQuerySchema,
        response: { 200: dataEnvelope(adminCommissionListSchema) },
      },
    },
    async (request) => ({ data: await readAdminCommissionList(app.db, request.query.state) }),
  )

  app.post(
    '/api/admin/iqstem/commissions/:id/payments',
    {
      config: admins,
      schema: {
        tags: commissionsAdminTags,
        summary:
          'Mark a payment: euros and/or whole IQS tokens at a price per token (total = cash + tokens x price, ' +
          'exactly). 201 with the commission; 200 with it when `payment_key` was already recorded with the same ' +
          'values (409 PAYMENT_KEY_REUSED with others). 404 COMMISSION_NOT_FOUND, 409 COMMISSION_OVERPAID above ' +
          'what is outstanding. The tokens leave the treasury by an allocation on the IQS market: refused, the ' +
          "payment is undone and the answer is 409 with the engine's reason as the code (INSUFFICIENT_TOKENS); " +
          'unanswered (the writer down), it stays `pending` and is retried every minute',
        params: commissionParamsSchema,
        body: commissionPaymentRequestSchema,
        response: { 200: dataEnvelope(commissionSchema), 201: dataEnvelope(commissionSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const { id } = request.params
      const recorded = await recordPayment(app.db, {
        commissionId: id,
        paymentKey: request.body.payment_key,
        cashEur: request.body.cash_eur,
        tokens: request.body.tokens,
        tokenPriceEur: request.body.token_price_eur,
        adminUserId: admin.id,
        at: app.clock.date(),
      })
      // A replay of a payment still pending sends its allocation again: same command id, same outcome.
      if (recorded.allocationState === 'pending' && recorded.reference !== null) {
        const settled = await settleAllocation(app, {
          paymentId: recorded.paymentId,
          memberUserId: recorded.memberUserId,
          tokens: recorded.tokens,
          reference: recorded.reference,
        })
        if (settled.state === 'refused')
          throw appError(settled.refusal.code, undefined, settled.refusal.details)
      }
      await sendCommissionNotices(app)
      const commission = await readAdminCommission(app.db, id)
      if (!commission) throw appError('COMMISSION_NOT_FOUND')
      reply.status(recorded.replay ? 200 : 201)
      return { data: commission }
    },
  )
}
