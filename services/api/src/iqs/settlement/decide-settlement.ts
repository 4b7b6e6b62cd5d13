import type { SettledTradePayload } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { handleStreamCommand, readStreamState } from '../../platform/event-sourcing/stream-command-handler.js'
import { appError } from '../../platform/errors.js'
import { refusalDetails, refusalOf } from '../markets/market-refusals.js'
import {
  assertCanDecide,
  settlementDecider,
  settlementStreamId,
  type SettlementCommand,
} from './settlement-decider.js'
import type { TradeRow } from './settlement-view.js'

/**
 * Records one settlement step on the trade's stream, as `userId`, at the command's `at`.
 * @returns the events appended.
 */
export async function recordSettlementStep(
  app: FastifyInstance,
  tradeId: string,
  userId: string,
  command: SettlementCommand,
) {
  return handleStreamCommand(app.eventStore, settlementStreamId(tradeId), settlementDecider, command, {
    userId,
    time: command.at,
  })
}

/**
 * The admin's final decision on a trade: the market moves the tokens first (SettleTrade to the
 * buyer, or RejectSettlement back to the seller; the command id derives from the trade, so a retry
 * after a crash is answered from the log), then the decision is recorded, an acceptance with the
 * platform's EIP-712 signature of the settled trade. Used by the admin's accept and reject routes
 * and by the demo seeder, so both write the same commands and events.
 *
 * @returns how many market commands and settlement events this call wrote (0 on a full retry).
 * @example await decideSettlement(app, trade, String(admin.id), true)
 */
export async function decideSettlement(
  app: FastifyInstance,
  trade: TradeRow,
  admin: string,
  accept: boolean,
): Promise<number> {
  const streamId = settlementStreamId(trade.trade_id)
  const { state } = await readStreamState(app.eventStore, streamId, settlementDecider)
  assertCanDecide(state, accept)
  const instrument = trade.instrument as 'IQS' | 'OST'
  const outcome = await app.markets.submit(instrument, `${streamId}:${accept ? 'settle' : 'reject'}`, {
    type: accept ? 'SettleTrade' : 'RejectSettlement',
    tradeId: trade.trade_id,
  })
  const written = outcome.duplicate ? 0 : 1
  const refusal = refusalOf(outcome.events)
  // The engine's reason (UNKNOWN_TRADE...) travels in the details.
  if (refusal) throw appError('SETTLEMENT_FAILED', undefined, refusalDetails(instrument, refusal))
  const at = app.clock.date().toISOString()
  if (!accept) {
    const { events } = await recordSettlementStep(app, trade.trade_id, admin, {
      type: 'Decline',
      tradeId: trade.trade_id,
      by: admin,
      at,
    })
    return written + events.length
  }
  const settled = outcome.events.find((e) => e.type === 'TradeSettled')
  const payload: SettledTradePayload = {
    tradeId: trade.trade_id,
    instrument,
    buyer: trade.buyer_id,
    seller: trade.seller_id,
    quantity: String(trade.quantity),
    unitPriceCents: String(trade.price),
    settledAt: String(settled?.at ?? Date.parse(at)),
  }
  const signature = await app.platformSigner.sign(payload)
  const { events } = await recordSettlementStep(app, trade.trade_id, admin, {
    type: 'Accept',
    tradeId: trade.trade_id,
    by: admin,
    at,
    signature,
    signer: app.platformSigner.address,
    payload,
  })
  return written + events.length
}
