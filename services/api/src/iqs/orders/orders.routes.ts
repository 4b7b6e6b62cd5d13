import { compileFeeSchedule, previewFee, type Instrument } from '@iqs/engine'
import {
  dataEnvelope,
  myOrdersQuerySchema,
  orderIdParamsSchema,
  orderPreviewRequestSchema,
  orderPreviewSchema,
  orderSchema,
  placeOrderRequestSchema,
  priceUnits,
  unitsToEur,
} from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { AppError, appError } from '../../platform/errors.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { refusalError, refusalOf } from '../markets/market-refusals.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { selfTradePreventionOf } from '../markets/self-trade-prevention.js'
import { findOwnOrder, isRestingStatus } from './find-own-order.js'
import { walkMarketOrder } from './market-order-walk.js'
import { myOrders } from './my-orders-query.js'
import { orderFromEvents, orderFromRow } from './order-view.js'
import { restingQueue } from './resting-queue.js'
import { assertMayTrade } from './trading-eligibility.js'

const instrumentOf = (isIQS: boolean): Instrument => (isIQS ? 'IQS' : 'OST')

/** Where the spec's client sends a member who has no two-factor authentication yet. */
export const TOTP_SETTINGS_LINK = '/my-account/preferences'

/**
 * A member's orders (spec §5, §6): place with a TOTP code, preview the fee, list, cancel. The
 * white-list status and the blackout period are checked here; the engine checks the market status,
 * the trader's suspension, the reference price and the tokens, and its refusal answers 4xx with its
 * reason as the code.
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // One budget per user shared by placing, previewing and cancelling: one limiter (one store) for
  // the three routes, run after the access hook has put the user on the request.
  const rule = app.config.auth.rateLimits.orders
  const perUser = app.rateLimit({
    max: rule.max,
    timeWindow: rule.windowMs,
    keyGenerator: (request: FastifyRequest) => `user-${request.user?.id ?? request.ip}`,
  })
  app.post(
    '/api/iqs/order',
    {
      config: { access: 'signedIn' },
      onRequest: perUser,
      schema: {
        tags: ['orders'],
        summary:
          'Place an order (spec §7: amount, price, isIQS, order_side, order_type) with a TOTP code (`totp`); ' +
          '201 with the order and its fills. Without 2FA: 403 ORDER_TOTP_REQUIRED "Unable to process your order"',
        body: placeOrderRequestSchema,
        response: { 201: dataEnvelope(orderSchema), 200: dataEnvelope(orderSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const body = request.body
      const instrument = instrumentOf(body.isIQS)
      const commandId = body.client_order_id ? `order-${user.id}-${body.client_order_id}` : randomUUID()
      const orderId = body.client_order_id ? `${user.id}-${body.client_order_id}` : randomUUID()
      const retry = body.client_order_id ? await app.eventStore.readCommandResult(commandId) : undefined
      // In the market's price units; undefined when missing or finer than the market's decimals.
      const price =
        body.order_type === 'LIMIT' && body.price !== undefined
          ? priceUnits(body.price, priceDecimalsOf(instrument))
          : undefined
      if (!retry) {
        await assertMayTrade(app, user.id)
        if (body.order_type === 'LIMIT' && price === undefined)
          throw appError('INVALID_PRICE', 'Please enter a valid price')
        try {
          await app.verifyTotpForOrder(user.id, user.sessionId, body.totp)
        } catch (error) {
          if (error instanceof AppError && error.code === 'TOTP_NOT_ACTIVATED')
            throw appError('ORDER_TOTP_REQUIRED', 'Unable to process your order', {
              reason: 'TOTP_NOT_ACTIVATED',
              link: TOTP_SETTINGS_LINK,
              hint: 'Activate two-factor authentication in your account settings to place orders',
            })
          throw error
        }
      }
      const outcome = await app.markets.submit(instrument, commandId, {
        type: 'PlaceOrder',
        orderId,
        traderId: String(user.id),
        side: body.order_side,
        orderType: body.order_type,
        ...(body.order_type === 'LIMIT' && price !== undefined ? { price } : {}),
        quantity: body.amount,
        ...(body.time_in_force ? { timeInForce: body.time_in_force } : {}),
        ...(body.post_only !== undefined ? { postOnly: body.post_only } : {}),
      })
      const refused = refusalOf(outcome.events)
      if (refused) throw refusalError(instrument, refused)
      const order = orderFromEvents(instrument, outcome.events)
      if (!order) throw new Error(`PlaceOrder ${orderId} produced no OrderAccepted`)
      return reply.status(outcome.duplicate ? 200 : 201).send({ data: order })
    },
  )

  app.post(
    '/api/iqs/order/preview',
    {
      config: { access: 'signedIn' },
      onRequest: perUser,
      schema: {
        tags: ['orders'],
        summary:
          'Added: the value, fee and total of an order before sending it (the same computation as the trade’s fee); ' +
          'a market order walks the book: each resting order it meets priced with its own fee, and how much fills',
        body: orderPreviewRequestSchema,
        response: { 200: dataEnvelope(orderPreviewSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const body = request.body
      const instrument = instrumentOf(body.isIQS)
      const market = body.order_type === 'MARKET'
      // The engine's own terms, not the read model's copy: a fee change the projections have not
      // applied yet must not show one fee here and charge another in the trade. A market order also
      // needs the levels it would take (issue 14): it fills at the book's prices, not the last one.
      const book = await app.markets.bookSnapshot(instrument, market ? undefined : 0)
      const { terms } = book
      const price =
        body.order_type === 'LIMIT' && body.price !== undefined
          ? priceUnits(body.price, terms.priceDecimals)
          : terms.referencePrice
      if (price === undefined) throw appError('INVALID_PRICE', 'Please enter a valid price')
      if (!(price > 0))
        throw appError(
          'REFERENCE_PRICE_ZERO',
          `The current ${instrument} token price is zero. Cannot perform the order/conversion`,
        )
      const fees = compileFeeSchedule(terms.feeMinimumEur, terms.feePercent, terms.priceDecimals)
      if (!fees) throw appError('FEE_INVALID')
      if (market) {
        const levels = await restingQueue(app, {
          instrument,
          side: body.order_side,
          traderId: String(user.id),
          quantity: body.amount,
          levels: body.order_side === 'BUY' ? book.asks : book.bids,
        })
        const walk = walkMarketOrder({
          side: body.order_side,
          quantity: body.amount,
          levels,
          fees,
          priceDecimals: terms.priceDecimals,
          selfTradePrevention: selfTradePreventionOf(instrument),
        })
        return {
          data: {
            instrument,
            price: walk.fill.average_price ?? unitsToEur(price, terms.priceDecimals),
            transaction_value: walk.value,
            fee: walk.fee,
            total: walk.total,
            market_fill: walk.fill,
          },
        }
      }
      const preview = previewFee(fees, body.order_side, price, body.amount)
      return {
        data: {
          instrument,
          price: unitsToEur(price, terms.priceDecimals),
          transaction_value: preview.value,
          fee: preview.fee,
          total: preview.total,
        },
      }
    },
  )

  app.get(
    '/api/iqs/orders',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary:
          'My orders, newest first (?status=open|closed|filled|cancelled|expired|all&side=&isIQS=; both markets ' +
          'when isIQS is absent); pages: `before` = the last order id of the previous page',
        querystring: myOrdersQuerySchema,
        response: { 200: dataEnvelope(z.array(orderSchema)) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      // The order a trader just placed (or cancelled) must be in the list the screen refetches next.
      await readYourWrites(app)
      const rows = await myOrders(app.db, String(user.id), request.query)
      return { data: rows.map(orderFromRow) }
    },
  )

  app.delete(
    '/api/iqs/order/:id',
    {
      config: { access: 'signedIn' },
      onRequest: perUser,
      schema: {
        tags: ['orders'],
        summary:
          "Cancel my resting order ('Error while canceling your order' when it is unknown, not mine or finished)",
        params: orderIdParamsSchema,
        querystring: z.object({
          isIQS: z
            .enum(['true', 'false', '1', '0'])
            .optional()
            .describe('The order’s market; found from my orders when absent'),
        }),
        response: {
          200: dataEnvelope(
            z.object({ id: z.string(), status: z.literal('CANCELLED'), cancelled_quantity: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const { id } = request.params
      // Checked before the market sees the command: a refusal that changes nothing must not become
      // an event, and another trader's order, finished or not, is as unknown to me as a made-up id.
      const order = await findOwnOrder(app, user.id, id)
      const askedFor = request.query.isIQS
      if (
        !order ||
        (askedFor !== undefined && order.instrument !== instrumentOf(askedFor === 'true' || askedFor === '1'))
      )
        throw appError('UNKNOWN_ORDER')
      if (!isRestingStatus(order.status)) throw appError('ORDER_NOT_ACTIVE')
      const outcome = await app.markets.submit(order.instrument, randomUUID(), {
        type: 'CancelOrder',
        orderId: id,
        traderId: String(user.id),
      })
      const refused = refusalOf(outcome.events)
      // Another trader's order is "unknown" to me: its existence is not mine to learn.
      if (refused?.reason === 'NOT_ORDER_OWNER') throw appError('UNKNOWN_ORDER')
      if (refused) throw refusalError(order.instrument, refused)
      const cancelled = outcome.events.find((e) => e.type === 'OrderCancelled')
      return {
        data: {
          id,
          status: 'CANCELLED' as const,
          cancelled_quantity: String(cancelled?.type === 'OrderCancelled' ? cancelled.quantity : 0),
        },
      }
    },
  )
}
