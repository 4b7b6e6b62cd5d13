import {
  adminConversionSchema,
  conversionRequestSchema,
  conversionSchema,
  dataEnvelope,
  tokenSideIdParamSchema,
  type Conversion,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { handleStreamCommand, readStreamState } from '../../platform/event-sourcing/stream-command-handler.js'
import { requireApprovedTrader } from '../share-owners/approved-trader.js'
import { marketRefusal } from '../markets/market-refusals.js'
import { assertPending, conversionDecider, conversionStreamId } from './conversion-decider.js'
import type { IqsConversionsTable } from './conversions.table.js'

const toDto = (row: IqsConversionsTable): Conversion => ({
  id: row.conversion_id,
  traderId: Number(row.trader_id),
  quantity: String(row.quantity),
  status: row.status,
  requestedAt: new Date(row.requested_at).toISOString(),
  decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
})

/**
 * Conversion of IQS into OST, 1:1 (spec §7 `POST /api/iqs/conversion`): the IQS are locked on the
 * IQS market (LockTokens, purpose CONVERSION) when asked, then an admin validates it like a
 * settlement: accept consumes the lock (ConsumeLock: the IQS leave the market) and credits as many
 * OST (CreditTokens, source CONVERSION); reject gives the IQS back (UnlockTokens). Stream
 * `conversion-<id>`; market command ids derive from it, so a retried decision is not applied twice.
 */
export const conversionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/iqs/conversion',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['conversions'],
        summary:
          'Ask to convert IQS into OST 1:1 (spec §7: amount). Checked against my available IQS, which are locked until an admin decides. 409 REFERENCE_PRICE_ZERO when the IQS price is zero.',
        body: conversionRequestSchema,
        response: { 201: dataEnvelope(conversionSchema) },
      },
    },
    async (request, reply) => {
      const user = await requireApprovedTrader(app.db, request)
      const conversionId = randomUUID()
      const traderId = String(user.id)
      const lock = await app.markets.submit('IQS', `${conversionStreamId(conversionId)}:lock`, {
        type: 'LockTokens',
        lockId: conversionId,
        traderId,
        quantity: request.body.amount,
        purpose: 'CONVERSION',
      })
      const refusal = marketRefusal('IQS', lock.events)
      if (refusal) throw refusal
      const at = app.clock.date().toISOString()
      const { state } = await handleStreamCommand(
        app.eventStore,
        conversionStreamId(conversionId),
        conversionDecider,
        { type: 'RecordRequest', conversionId, traderId, quantity: request.body.amount, at },
        { userId: user.id, time: at },
      )
      reply.status(201)
      return { data: toDto(state!) }
    },
  )

  app.get(
    '/api/iqs/conversions',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['conversions'],
        summary: 'My conversions to OST, newest first',
        response: { 200: dataEnvelope(z.array(conversionSchema)) },
      },
    },
    async (request) => {
      const user = await requireApprovedTrader(app.db, request)
      const rows = await app.db
        .selectFrom('iqs_conversions')
        .selectAll()
        .where('trader_id', '=', String(user.id))
        .orderBy('requested_at', 'desc')
        .execute()
      return { data: rows.map(toDto) }
    },
  )

  app.get(
    '/api/admin/iqs/conversions',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['conversions'],
        summary: 'The conversions to validate (PENDING first), with the trader',
        querystring: z.object({ status: z.enum(['PENDING', 'ACCEPTED', 'REJECTED']).optional() }),
        response: { 200: dataEnvelope(z.array(adminConversionSchema)) },
      },
    },
    async (request) => {
      let query = app.db
        .selectFrom('iqs_conversions as c')
        .innerJoin('users as u', (join) => join.on(sql<boolean>`c.trader_id = u.id::text`))
        .selectAll('c')
        .select(['u.id as user_id', 'u.first_name', 'u.last_name', 'u.email'])
      if (request.query.status) query = query.where('c.status', '=', request.query.status)
      const rows = await query.orderBy('c.requested_at', 'asc').limit(1000).execute()
      return {
        data: rows.map((row) => ({
          ...toDto(row),
          trader: {
            id: Number(row.user_id),
            name: `${row.first_name} ${row.last_name}`.trim(),
            email: row.email,
          },
        })),
      }
    },
  )

  for (const decision of ['accept', 'reject'] as const) {
    app.post(
      `/api/admin/iqs/conversions/:id/${decision}`,
      {
        config: { access: { roles: ['Admin'], admin: 'tokens' } },
        schema: {
          tags: ['conversions'],
          summary:
            decision === 'accept'
              ? 'Validate a conversion (irrevocable): the locked IQS are consumed and as many OST credited'
              : 'Reject a conversion (irrevocable): the locked IQS come back to the trader',
          params: tokenSideIdParamSchema,
          response: { 200: dataEnvelope(conversionSchema) },
        },
      },
      async (request) => {
        const admin = requireUser(request)
        const conversionId = request.params.id
        const streamId = conversionStreamId(conversionId)
        const pending = assertPending(
          (await readStreamState(app.eventStore, streamId, conversionDecider)).state,
        )
        if (decision === 'accept') {
          const consumed = await app.markets.submit('IQS', `${streamId}:consume`, {
            type: 'ConsumeLock',
            lockId: conversionId,
          })
          const refusal = marketRefusal('IQS', consumed.events)
          if (refusal) throw refusal
          const credited = await app.markets.submit('OST', `${streamId}:credit`, {
            type: 'CreditTokens',
            traderId: pending.trader_id,
            quantity: pending.quantity,
            source: 'CONVERSION',
            reference: streamId,
          })
          const creditRefusal = marketRefusal('OST', credited.events)
          if (creditRefusal) throw creditRefusal
        } else {
          const unlocked = await app.markets.submit('IQS', `${streamId}:unlock`, {
            type: 'UnlockTokens',
            lockId: conversionId,
          })
          const refusal = marketRefusal('IQS', unlocked.events)
          if (refusal) throw refusal
        }
        const at = app.clock.date().toISOString()
        const { state } = await handleStreamCommand(
          app.eventStore,
          streamId,
          conversionDecider,
          { type: 'RecordDecision', accept: decision === 'accept', by: String(admin.id), at },
          { userId: admin.id, time: at },
        )
        return { data: toDto(state!) }
      },
    )
  }
}
