import { EUR_DECIMALS, subtractDecimals, sumEur, sumQuantities, type CommissionLedger } from '@iqs/protocol'
import type { FastifyInstance } from 'fastify'
import { iqsTokensHeld } from '../../../iqs/ports/token-holdings.js'
import { readCommissions } from './read-commissions.js'

/**
 * A member's commission ledger: every commission of theirs, newest first, each with its payments
 * oldest first; the totals (accrued = paid in cash + paid in tokens' value + outstanding, to the
 * cent: every figure is an exact sum); and the IQS tokens they hold now on the exchange. A payment
 * whose tokens are still being allocated counts as paid (it is marked `pending`). `forAdmin` names
 * the admin on each payment (the admins' member page); members see `paid_by: null`.
 *
 * @example const ledger = await readLedger(app, memberId, { forAdmin: true })
 */
export async function readLedger(
  app: FastifyInstance,
  memberUserId: number,
  options: { forAdmin?: boolean } = {},
): Promise<CommissionLedger> {
  const [items, held] = await Promise.all([
    readCommissions(app.db, { memberUserId }, options.forAdmin ?? false),
    iqsTokensHeld(app.db, memberUserId),
  ])
  const payments = items.flatMap((item) => item.payments)
  const accrued = sumEur(items.map((item) => item.amount_eur))
  const paid = sumEur(items.map((item) => item.paid_eur))
  return {
    items,
    totals: {
      accrued_eur: accrued,
      paid_cash_eur: sumEur(payments.map((payment) => payment.cash_eur)),
      paid_token_value_eur: sumEur(payments.map((payment) => payment.token_value_eur)),
      paid_tokens: sumQuantities(payments.map((payment) => payment.tokens)),
      outstanding_eur: subtractDecimals(accrued, paid, EUR_DECIMALS),
    },
    iqs_tokens_held: held,
  }
}
