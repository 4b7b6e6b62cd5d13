import type { RefusalDetails } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import type { ErrorCode } from '../../platform/errors.js'
import { refusalDetails, refusalOf } from '../markets/market-refusals.js'

/** What the IQS market's writer answered an allocation: done, or refused with the engine's reason. */
export type AllocationOutcome = { ok: true } | { ok: false; code: ErrorCode; details: RefusalDetails }

export interface TokenAllocation {
  userId: number
  /** Whole IQS tokens, taken from the treasury. */
  quantity: number
  /**
   * The command's id and the allocation's reference in the log: sending the same reference again
   * answers the first outcome (the writer keeps each command id once), so a caller that lost the
   * answer (the writer down, a timeout) retries safely.
   */
  reference: string
}

/**
 * Gives a member IQS tokens from the treasury (a named port: the network imports this file, never
 * the exchange's internals): an `AllocateTokens` command on the IQS market, so the allocation is
 * in the log and the holders register, as an admin's new shareholder is. A refusal (the treasury
 * short: INSUFFICIENT_TOKENS) is a value; a writer that cannot answer (down, on standby) throws.
 *
 * @example const outcome = await allocateIqsTokens(app, { userId: 7, quantity: 50, reference: 'iqstem-payment-12' })
 */
export async function allocateIqsTokens(
  app: FastifyInstance,
  allocation: TokenAllocation,
): Promise<AllocationOutcome> {
  const outcome = await app.markets.submit('IQS', allocation.reference, {
    type: 'AllocateTokens',
    traderId: String(allocation.userId),
    quantity: allocation.quantity,
    reference: allocation.reference,
  })
  const refusal = refusalOf(outcome.events)
  if (!refusal) return { ok: true }
  return { ok: false, code: refusal.reason, details: refusalDetails('IQS', refusal) }
}
