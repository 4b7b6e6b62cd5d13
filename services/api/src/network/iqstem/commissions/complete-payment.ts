import { formatEur, formatQuantity, subtractDecimals, EUR_DECIMALS } from '@iqs/protocol'
import { sql, type Transaction } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { insertNotifications } from '../../notifications/notifications.repository.js'
import { applyTransition } from '../../workflow/apply-transition.js'
import { leadProcess } from '../leads/lead-process.js'
import { COMMISSIONS_LINK } from './commission-links.js'
import { COMMISSION_PROCESS, stateFor } from './commission-state.js'

/**
 * What follows a payment once it is final (at once when it is all euros; once its tokens are
 * allocated otherwise), in the caller's transaction, with the commission row locked:
 * - its record in network_transitions (process 'commission', transition 'pay', the admin who
 *   marked it, at the time they did; from and to: the commission's state before and after it, as
 *   the payments up to it add up), so the history holds only payments that happened;
 * - the member's notice (`commission.paid`, the payment's total);
 * - when the commission is now paid in full, with no allocation still pending, and it is a lead's
 *   whose lead is `contracted`: the lead's `pay` transition (as the system).
 * A refused allocation never gets here: that payment is deleted and nothing of it is told.
 */
export async function completePayment(
  trx: Transaction<Database>,
  paymentId: number,
  at: Date,
): Promise<void> {
  const payment = await trx
    .selectFrom('iqstem_commission_payments as y')
    .innerJoin('iqstem_commissions as c', 'c.id', 'y.commission_id')
    .innerJoin('users as m', 'm.id', 'c.member_user_id')
    .select([
      'y.id',
      'y.commission_id',
      'y.cash_eur',
      'y.tokens',
      'y.token_price_eur',
      'y.total_eur',
      'y.paid_by',
      'y.paid_at',
      'c.member_user_id',
      'c.amount_eur',
      'c.state',
      'c.programme',
      'c.lead_id',
      'm.deleted_at as member_deleted_at',
    ])
    .where('y.id', '=', paymentId)
    .executeTakeFirstOrThrow()
  const through = await trx
    .selectFrom('iqstem_commission_payments')
    .select(sql<string>`coalesce(sum(total_eur), 0)::text`.as('paid'))
    .where('commission_id', '=', payment.commission_id)
    .where('id', '<=', payment.id)
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('network_transitions')
    .values({
      process: COMMISSION_PROCESS,
      entity_id: String(payment.commission_id),
      transition: 'pay',
      from_state: stateFor(
        payment.amount_eur,
        subtractDecimals(through.paid, payment.total_eur, EUR_DECIMALS),
      ),
      to_state: stateFor(payment.amount_eur, through.paid),
      actor_user_id: payment.paid_by,
      message: paymentSummary(payment),
      at: payment.paid_at,
    })
    .execute()

  if (payment.member_deleted_at === null)
    await insertNotifications(
      trx,
      [
        {
          recipientUserId: payment.member_user_id,
          kind: 'commission.paid',
          params: { amount: payment.total_eur },
          link: COMMISSIONS_LINK,
        },
      ],
      at,
    )

  if (payment.state !== 'paid' || payment.lead_id === null) return
  const pending = await trx
    .selectFrom('iqstem_commission_payments')
    .select('id')
    .where('commission_id', '=', payment.commission_id)
    .where('allocation_state', '=', 'pending')
    .executeTakeFirst()
  if (pending) return
  const lead = await trx
    .selectFrom('iqstem_leads')
    .select('state')
    .where('id', '=', payment.lead_id)
    .executeTakeFirst()
  if (lead?.state === 'contracted')
    await applyTransition(trx, leadProcess, {
      entityId: payment.lead_id,
      transition: 'pay',
      actor: { role: 'system', userId: null },
      at,
    })
}

/** The history's line for a payment, for admins reading it: what was paid and how. */
function paymentSummary(payment: {
  id: number
  cash_eur: string
  tokens: number
  token_price_eur: string | null
  total_eur: string
}): string {
  const parts = [`${formatEur(payment.cash_eur, 'en')} in cash`]
  if (payment.tokens > 0 && payment.token_price_eur !== null)
    parts.push(`${formatQuantity(payment.tokens, 'en')} IQS at ${formatEur(payment.token_price_eur, 'en')}`)
  return `Payment ${payment.id}: ${parts.join(' + ')} = ${formatEur(payment.total_eur, 'en')}`
}
