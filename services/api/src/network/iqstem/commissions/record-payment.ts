import {
  compareDecimals,
  EUR_DECIMALS,
  eurTimesQuantity,
  normalizeEur,
  subtractDecimals,
  sumEur,
} from '@iqs/protocol'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'
import { stateFor } from './commission-state.js'
import { completePayment } from './complete-payment.js'

/** What an admin's payment form sent, checked by the schema. */
export interface PaymentOrder {
  commissionId: number
  paymentKey: string
  cashEur: string
  tokens: number
  tokenPriceEur: string | null
  adminUserId: number
  at: Date
}

/** The payment the order is: new, or the one its key already recorded (`replay`). */
export interface RecordedPayment {
  paymentId: number
  replay: boolean
  allocationState: 'none' | 'pending' | 'done'
  memberUserId: number
  tokens: number
  reference: string | null
}

/** The command id of a payment's token allocation on the IQS market, and its reference in the log. */
export const allocationReference = (paymentId: number) => `iqstem-payment-${paymentId}`

/**
 * Records an admin's payment on a commission, in one transaction with the commission locked
 * (`for update`: of two payments at once, the second sees the first):
 * - 404 COMMISSION_NOT_FOUND; a `payment_key` already used answers that payment (`replay`) when
 *   it was for this commission with the same amounts, else 409 PAYMENT_KEY_REUSED;
 * - token value = tokens x price, exactly (a price of 0 is refused: 400); total = cash + token
 *   value; more than what is outstanding (amount - paid) is 409 COMMISSION_OVERPAID;
 * - the payment is added to `paid_eur` and the state follows (partly_paid, paid). Euros only: it
 *   is final at once (`completePayment`). With tokens: its allocation is `pending`, to be sent
 *   after the commit (`settleAllocation`), and only final once the market allocated them.
 */
export async function recordPayment(db: Kysely<Database>, order: PaymentOrder): Promise<RecordedPayment> {
  const cashEur = normalizeEur(order.cashEur)
  const tokenPriceEur = order.tokens > 0 ? order.tokenPriceEur : null
  if (tokenPriceEur !== null && compareDecimals(tokenPriceEur, 0) <= 0)
    throw appError('VALIDATION_FAILED', 'price', [{ path: 'body.token_price_eur', message: 'price' }])
  const tokenValueEur =
    tokenPriceEur === null ? normalizeEur('0') : eurTimesQuantity(tokenPriceEur, order.tokens)
  const totalEur = sumEur([cashEur, tokenValueEur])
  if (compareDecimals(totalEur, 0) <= 0)
    throw appError('VALIDATION_FAILED', 'amount', [{ path: 'body.cash_eur', message: 'amount' }])

  try {
    return await db.transaction().execute(async (trx) => {
      const commission = await trx
        .selectFrom('iqstem_commissions')
        .select(['id', 'member_user_id', 'amount_eur', 'paid_eur'])
        .where('id', '=', order.commissionId)
        .forUpdate()
        .executeTakeFirst()
      if (!commission) throw appError('COMMISSION_NOT_FOUND')

      const earlier = await samePayment(trx, order, { cashEur, tokenPriceEur })
      if (earlier) return { ...earlier, memberUserId: commission.member_user_id }

      const outstanding = subtractDecimals(commission.amount_eur, commission.paid_eur, EUR_DECIMALS)
      if (compareDecimals(totalEur, outstanding) > 0)
        throw appError('COMMISSION_OVERPAID', undefined, { outstanding_eur: outstanding })

      const allocationState = order.tokens > 0 ? 'pending' : 'none'
      const { id } = await trx
        .insertInto('iqstem_commission_payments')
        .values({
          commission_id: commission.id,
          payment_key: order.paymentKey,
          cash_eur: cashEur,
          tokens: order.tokens,
          token_price_eur: tokenPriceEur,
          token_value_eur: tokenValueEur,
          total_eur: totalEur,
          allocation_reference: null,
          allocation_state: allocationState,
          paid_by: order.adminUserId,
          paid_at: order.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const reference = order.tokens > 0 ? allocationReference(id) : null
      if (reference)
        await trx
          .updateTable('iqstem_commission_payments')
          .set({ allocation_reference: reference })
          .where('id', '=', id)
          .execute()
      const paidEur = sumEur([commission.paid_eur, totalEur])
      await trx
        .updateTable('iqstem_commissions')
        .set({ paid_eur: paidEur, state: stateFor(commission.amount_eur, paidEur) })
        .where('id', '=', commission.id)
        .execute()
      if (allocationState === 'none') await completePayment(trx, id, order.at)
      return {
        paymentId: id,
        replay: false,
        allocationState,
        memberUserId: commission.member_user_id,
        tokens: order.tokens,
        reference,
      }
    })
  } catch (error) {
    // The same key sent at once for two different commissions: each locked its own row, and the
    // key's unique index refused the second (a key on the same commission waits on the lock).
    if ((error as { code?: unknown } | null)?.code === '23505') throw appError('PAYMENT_KEY_REUSED')
    throw error
  }
}

/**
 * The payment recorded with this order's key: the same one (this commission, the same cash, tokens
 * and price), or a refusal (409 PAYMENT_KEY_REUSED); undefined for a new key. A payment whose
 * allocation was refused was deleted: its key is free again.
 */
async function samePayment(
  trx: Transaction<Database>,
  order: PaymentOrder,
  amounts: { cashEur: string; tokenPriceEur: string | null },
): Promise<Omit<RecordedPayment, 'memberUserId'> | undefined> {
  const earlier = await trx
    .selectFrom('iqstem_commission_payments')
    .select([
      'id',
      'commission_id',
      'cash_eur',
      'tokens',
      'token_price_eur',
      'allocation_state',
      'allocation_reference',
    ])
    .where('payment_key', '=', order.paymentKey)
    .executeTakeFirst()
  if (!earlier) return undefined
  const samePrice =
    earlier.token_price_eur === null || amounts.tokenPriceEur === null
      ? earlier.token_price_eur === amounts.tokenPriceEur
      : compareDecimals(earlier.token_price_eur, amounts.tokenPriceEur) === 0
  const same =
    earlier.commission_id === order.commissionId &&
    compareDecimals(earlier.cash_eur, amounts.cashEur) === 0 &&
    earlier.tokens === order.tokens &&
    samePrice
  if (!same) throw appError('PAYMENT_KEY_REUSED')
  return {
    paymentId: earlier.id,
    replay: true,
    allocationState: earlier.allocation_state,
    tokens: earlier.tokens,
    reference: earlier.allocation_reference,
  }
}
