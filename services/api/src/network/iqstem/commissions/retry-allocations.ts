import type { FastifyInstance } from 'fastify'
import { settleAllocation } from './settle-allocation.js'

/** At most this many pending allocations per retry; the next one takes the rest. */
const RETRY_BATCH = 100

/** What a retry did: how many allocations it settled each way (those still pending are left). */
export interface RetryReport {
  done: number
  refused: number
  pending: number
}

/**
 * Sends again the token allocations whose writer did not answer (the payment stays `pending`),
 * oldest first, each with its first command id: the writer answers a command it already took with
 * its first outcome, so a retry never allocates twice, and a refusal undoes the payment as the
 * route would have. Run every minute and once at start (the commissions plugin); several api
 * processes may run it at once (each settlement is guarded).
 */
export async function retryPendingAllocations(app: FastifyInstance): Promise<RetryReport> {
  const pending = await app.db
    .selectFrom('iqstem_commission_payments as y')
    .innerJoin('iqstem_commissions as c', 'c.id', 'y.commission_id')
    .select(['y.id', 'y.tokens', 'y.allocation_reference', 'c.member_user_id'])
    .where('y.allocation_state', '=', 'pending')
    .orderBy('y.id')
    .limit(RETRY_BATCH)
    .execute()
  const report: RetryReport = { done: 0, refused: 0, pending: 0 }
  for (const payment of pending) {
    if (payment.allocation_reference === null) continue
    const settled = await settleAllocation(app, {
      paymentId: payment.id,
      memberUserId: payment.member_user_id,
      tokens: payment.tokens,
      reference: payment.allocation_reference,
    })
    report[settled.state]++
  }
  return report
}
