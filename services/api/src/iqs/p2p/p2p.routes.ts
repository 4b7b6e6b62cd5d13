import {
  dataEnvelope,
  p2pPartnerSchema,
  p2pProposalSchema,
  p2pProposeRequestSchema,
  priceUnits,
  tokenSideIdParamSchema,
} from '@iqs/protocol'
import { isConnectionError } from '@iqs/database'
import type { EngineEvent, Instrument } from '@iqs/engine'
import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { z } from 'zod'
import { handleStreamCommand, readStreamState } from '../../platform/event-sourcing/stream-command-handler.js'
import { AppError, appError } from '../../platform/errors.js'
import { isApprovedTrader, requireApprovedTrader } from '../share-owners/approved-trader.js'
import { marketRefusal, refusalError, refusalOf } from '../markets/market-refusals.js'
import { priceDecimalsOf } from '../markets/price-decimals.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { assertCanAnswer, p2pDecider, p2pStreamId, type P2PAnswer, type P2PCommand } from './p2p-decider.js'
import { toProposalDto, userNames } from './p2p-dto.js'

/**
 * P2P deals (spec §7): partners, propose, my proposals, accept, reject, cancel.
 *
 * The proposer sells: their tokens are locked on the market (LockTokens, purpose P2P) when they
 * propose, so they cannot be sold twice. The counterparty accepts (the market turns the lock into a
 * pending trade with ExecuteP2PTrade: it then goes through settlement like a book trade) or rejects;
 * the proposer may cancel; both give the tokens back (UnlockTokens). Each answer is an event on the
 * proposal's stream `p2p-<id>`; the market commands' ids derive from the proposal id, so a retry is
 * answered from the log instead of being applied twice.
 */
export const p2pRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/share-owners',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['p2p'],
        summary:
          'P2P partners: the other approved share owners (spec §7; an empty list shows "No P2P partner available")',
        response: { 200: dataEnvelope(z.array(p2pPartnerSchema)) },
      },
    },
    async (request) => {
      const user = await requireApprovedTrader(app.db, request)
      const { rows } = await sql<{ id: number; first_name: string; last_name: string }>`
        select u.id, u.first_name, u.last_name from share_owners s join users u on u.id = s.user_id
        where s.status = 'APPROVED' and u.id <> ${user.id} and u.deleted_at is null
        order by u.last_name, u.first_name, u.id`.execute(app.db)
      return {
        data: rows.map((r) => ({ id: Number(r.id), first_name: r.first_name, last_name: r.last_name })),
      }
    },
  )

  app.post(
    '/api/iqs/p2p/propose',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['p2p'],
        summary:
          'Propose a P2P sale (spec §7: to, amount, isIQS, price in EUR). The proposer is the seller; their tokens are locked until the partner answers. 409 REFERENCE_PRICE_ZERO when the reference price is zero.',
        body: p2pProposeRequestSchema,
        response: { 201: dataEnvelope(p2pProposalSchema) },
      },
    },
    async (request, reply) => {
      const user = await requireApprovedTrader(app.db, request)
      const { to, amount, isIQS, price } = request.body
      if (to === user.id || !(await isApprovedTrader(app.db, to)))
        throw appError('P2P_PARTNER_INVALID', 'Please choose another approved share owner as P2P partner')
      const instrument = isIQS ? 'IQS' : 'OST'
      // The unit price in the market's price units; refused when finer than its decimals.
      const priceInUnits = priceUnits(price, priceDecimalsOf(instrument))
      if (priceInUnits === undefined) throw appError('INVALID_PRICE', 'Please enter a valid price')
      const proposalId = randomUUID()
      const sellerId = String(user.id)
      try {
        const lock = await app.markets.submit(instrument, `${p2pStreamId(proposalId)}:lock`, {
          type: 'LockTokens',
          lockId: proposalId,
          traderId: sellerId,
          quantity: amount,
          purpose: 'P2P',
        })
        const refusal = marketRefusal(instrument, lock.events)
        if (refusal) throw refusal
        const at = app.clock.date().toISOString()
        const { state } = await handleStreamCommand(
          app.eventStore,
          p2pStreamId(proposalId),
          p2pDecider,
          {
            type: 'RecordProposal',
            proposalId,
            instrument,
            proposerId: sellerId,
            sellerId,
            buyerId: String(to),
            quantity: amount,
            price: priceInUnits,
            at,
          },
          { userId: user.id, time: at },
        ).catch(async (error: unknown) => {
          // The proposal could not be recorded: give the tokens back before failing.
          await app.markets
            .submit(instrument, `${p2pStreamId(proposalId)}:unlock`, {
              type: 'UnlockTokens',
              lockId: proposalId,
            })
            .catch(() => undefined)
          throw error
        })
        reply.status(201)
        return { data: toProposalDto(state!, sellerId, await userNames(app.db, [to])) }
      } catch (error) {
        // A lost database connection stays itself: the error handler's retryable 503, not a 500.
        if (error instanceof AppError || isConnectionError(error)) throw error
        request.log.error({ err: error, proposalId }, 'P2P proposal failed')
        throw appError('P2P_PROPOSAL_FAILED')
      }
    },
  )

  app.get(
    '/api/iqs/p2p',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['p2p'],
        summary: 'My P2P proposals, sent (OUT) and received (IN), newest first',
        response: { 200: dataEnvelope(z.array(p2pProposalSchema)) },
      },
    },
    async (request) => {
      const user = await requireApprovedTrader(app.db, request)
      const me = String(user.id)
      const rows = await app.db
        .selectFrom('iqs_p2p_proposals')
        .selectAll()
        .where((eb) => eb.or([eb('seller_id', '=', me), eb('buyer_id', '=', me)]))
        .orderBy('proposed_at', 'desc')
        .limit(500)
        .execute()
      const names = await userNames(
        app.db,
        rows.flatMap((r) => [r.seller_id, r.buyer_id]),
      )
      return { data: rows.map((row) => toProposalDto(row, me, names)) }
    },
  )

  for (const answer of ['accept', 'reject', 'cancel'] as const) {
    app.post(
      `/api/iqs/p2p/:id/${answer}`,
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['p2p'],
          summary: ANSWER_SUMMARIES[answer],
          params: tokenSideIdParamSchema,
          response: { 200: dataEnvelope(p2pProposalSchema) },
        },
      },
      async (request) => {
        const user = await requireApprovedTrader(app.db, request)
        const data = await answerProposal(app, request.params.id, String(user.id), answer)
        return { data }
      },
    )
  }
}

const ANSWER_SUMMARIES: Record<P2PAnswer, string> = {
  accept:
    'Accept a proposal made to me: the deal becomes a trade (ExecuteP2PTrade) that goes through settlement',
  reject: 'Reject a proposal made to me: the seller gets the locked tokens back',
  cancel: 'Cancel my own proposal while it is open: my locked tokens come back',
}

async function answerProposal(app: FastifyInstance, proposalId: string, userId: string, answer: P2PAnswer) {
  const streamId = p2pStreamId(proposalId)
  const { state } = await readStreamState(app.eventStore, streamId, p2pDecider)
  const open = assertCanAnswer(state, userId, answer)
  const instrument = open.instrument as 'IQS' | 'OST'
  const at = app.clock.date().toISOString()
  let command: P2PCommand
  if (answer === 'accept') {
    const outcome = await app.markets.submit(instrument, `${streamId}:accept`, {
      type: 'ExecuteP2PTrade',
      lockId: proposalId,
      buyerId: open.buyer_id,
      price: open.price,
    })
    refuse(instrument, outcome.events)
    const trade = outcome.events.find((e) => e.type === 'P2PTradeExecuted')
    if (!trade || trade.type !== 'P2PTradeExecuted')
      throw new Error(`No trade for P2P proposal ${proposalId}`)
    command = { type: 'RecordAcceptance', by: userId, tradeId: trade.tradeId, at }
  } else {
    const outcome = await app.markets.submit(instrument, `${streamId}:unlock`, {
      type: 'UnlockTokens',
      lockId: proposalId,
    })
    refuse(instrument, outcome.events)
    command =
      answer === 'reject'
        ? { type: 'RecordRejection', by: userId, at }
        : { type: 'RecordCancellation', by: userId, at }
  }
  const { state: answered } = await handleStreamCommand(app.eventStore, streamId, p2pDecider, command, {
    userId,
    time: at,
  })
  await readYourWrites(app)
  return toProposalDto(answered!, userId, await userNames(app.db, [answered!.seller_id, answered!.buyer_id]))
}

/** A lock already released or consumed means another answer won the race. */
function refuse(instrument: Instrument, events: readonly EngineEvent[]) {
  const refusal = refusalOf(events)
  if (!refusal) return
  if (refusal.reason === 'UNKNOWN_LOCK') throw appError('P2P_ALREADY_ANSWERED')
  throw refusalError(instrument, refusal)
}
