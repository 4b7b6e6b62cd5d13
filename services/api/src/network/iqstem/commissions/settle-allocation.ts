import { EUR_DECIMALS, subtractDecimals } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { allocateIqsTokens, type AllocationOutcome } from '../../../iqs/ports/token-allocation.js'
import { stateFor } from './commission-state.js'
import { completePayment } from './complete-payment.js'

/** A payment whose tokens are to be allocated: to whom, how many, under which command id. */
export interface PendingAllocation {
  paymentId: number
  memberUserId: number
  tokens: number
  reference: string
}

/**
 * What became of a payment's allocation: `done` (the tokens are the member's), `refused` (the
 * payment was undone; the engine's reason and details), or `pending` (the writer did not answer:
 * the retries send it again).
 */
export type Settlement =
  | { state: 'done' }
  | { state: 'pending' }
  | { state: 'refused'; refusal: Extract<AllocationOutcome, { ok: false }> }

/**
 * Sends a payment's token allocation to the IQS market's writer, after the payment committed, and
 * settles the payment by the answer:
 * - allocated: the payment is `done` and final (`completePayment`: recorded, told, the lead paid);
 * - refused (the treasury short...): the payment is undone in a compensating transaction (deleted,
 *   taken off `paid_eur`, the state back) and nothing of it stays but the market's own record of
 *   the refused command;
 * - no answer (the writer down, a timeout): it stays `pending`; a retry sends the same command id,
 *   which the writer answers with the first outcome, so the tokens never go twice.
 * Each step is guarded on `allocation_state = 'pending'`, so of two settlements of one payment
 * (the route and a retry, two api processes) only one acts.
 */
export async function settleAllocation(
  app: FastifyInstance,
  pending: PendingAllocation,
): Promise<Settlement> {
  let outcome: AllocationOutcome
  try {
    outcome = await allocateIqsTokens(app, {
      userId: pending.memberUserId,
      quantity: pending.tokens,
      reference: pending.reference,
    })
  } catch (error) {
    app.log.warn({ err: error, payment: pending.paymentId }, 'IQS allocation of a commission payment pending')
    return { state: 'pending' }
  }
  const at = app.clock.date()
  if (outcome.ok) {
    await app.db.transaction().execute(async (trx) => {
      const payment = await lockedPending(trx, pending.paymentId)
      if (!payment) return
      await trx
        .updateTable('iqstem_commission_payments')
        .set({ allocation_state: 'done' })
        .where('id', '=', pending.paymentId)
        .execute()
      await completePayment(trx, pending.paymentId, at)
    })
    return { state: 'done' }
  }
  app.log.warn(
    { payment: pending.paymentId, reason: outcome.code },
    'IQS allocation of a commission payment refused: payment undone',
  )
  await app.db.transaction().execute(async (trx) => {
    const payment = await lockedPending(trx, pending.paymentId)
    if (!payment) return
    await trx.deleteFrom('iqstem_commission_payments').where('id', '=', pending.paymentId).execute()
    const paidEur = subtractDecimals(payment.paid_eur, payment.total_eur, EUR_DECIMALS)
    await trx
      .updateTable('iqstem_commissions')
      .set({ paid_eur: paidEur, state: stateFor(payment.amount_eur, paidEur) })
      .where('id', '=', payment.commission_id)
      .execute()
  })
  return { state: 'refused', refusal: outcome }
}

/**
 * The payment, still pending, with its commission locked (the commission, as recording a payment
 * locks it: the two never wait on each other in opposite orders); undefined once another
 * settlement took it, or when it is gone.
 */
async function lockedPending(trx: Transaction<Database>, paymentId: number) {
  await trx
    .selectFrom('iqstem_commissions')
    .select('id')
    .where('id', '=', (eb) =>
      eb.selectFrom('iqstem_commission_payments').select('commission_id').where('id', '=', paymentId),
    )
    .forUpdate()
    .execute()
  return trx
    .selectFrom('iqstem_commission_payments as y')
    .innerJoin('iqstem_commissions as c', 'c.id', 'y.commission_id')
    .select(['y.commission_id', 'y.total_eur', 'c.amount_eur', 'c.paid_eur'])
    .where('y.id', '=', paymentId)
    .where('y.allocation_state', '=', 'pending')
    .executeTakeFirst()
}
