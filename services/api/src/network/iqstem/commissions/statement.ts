import { sumEur, sumQuantities, normalizeEur, type CommissionStatement } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'
import { sourceLabel } from './commission-dto.js'
import { listCommissionViews, listPaymentViews } from './commissions.repository.js'

const DAY_MS = 86_400_000

/** A statement's days (UTC, both included) and the instants they span: [start, end). */
export interface StatementPeriod {
  from: string
  to: string
  start: Date
  end: Date
}

/**
 * The period asked for, completed: `to` is today (UTC, the api's clock) when absent, `from` the
 * first of January of `to`'s year. One that ends before it starts is 400 VALIDATION_FAILED, as the
 * schema says when both are given.
 */
export function statementPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): StatementPeriod {
  const to = query.to ?? now.toISOString().slice(0, 10)
  const from = query.from ?? `${to.slice(0, 4)}-01-01`
  if (from > to) throw appError('VALIDATION_FAILED', 'from must not be after to')
  const start = new Date(Date.parse(`${from}T00:00:00Z`))
  return { from, to, start, end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) }
}

/**
 * A member's commission statement for a period: the commissions accrued in it and the payments
 * made in it, oldest first (an accrual before a payment at the same instant), with the period's
 * totals. A payment counts once final (in euros only, or its tokens allocated: `done`), dated when
 * the admin marked it; one whose allocation is still pending is left out until it is settled.
 */
export async function commissionStatement(
  db: Kysely<Database>,
  memberUserId: number,
  period: StatementPeriod,
): Promise<CommissionStatement> {
  const within = (at: Date) => at >= period.start && at < period.end
  const views = await listCommissionViews(db, { memberUserId })
  const labels = new Map(views.map((view) => [view.id, sourceLabel(view)]))
  const payments = await listPaymentViews(
    db,
    views.map((view) => view.id),
  )
  const zero = normalizeEur('0')
  const lines: Array<CommissionStatement['lines'][number] & { order: [number, number, number] }> = [
    ...views
      .filter((view) => within(view.accrued_at))
      .map((view) => ({
        at: view.accrued_at.toISOString(),
        kind: 'accrual' as const,
        commission_id: view.id,
        label: labels.get(view.id) ?? '',
        accrued_eur: view.amount_eur,
        paid_cash_eur: zero,
        paid_tokens: '0',
        paid_token_value_eur: zero,
        order: [view.accrued_at.getTime(), 0, view.id] as [number, number, number],
      })),
    ...payments
      .filter((payment) => payment.allocation_state !== 'pending' && within(payment.paid_at))
      .map((payment) => ({
        at: payment.paid_at.toISOString(),
        kind: 'payment' as const,
        commission_id: payment.commission_id,
        label: labels.get(payment.commission_id) ?? '',
        accrued_eur: zero,
        paid_cash_eur: payment.cash_eur,
        paid_tokens: String(payment.tokens),
        paid_token_value_eur: payment.token_value_eur,
        order: [payment.paid_at.getTime(), 1, payment.id] as [number, number, number],
      })),
  ].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2])
  const statementLines = lines.map(({ order: _order, ...line }) => line)
  return {
    from: period.from,
    to: period.to,
    lines: statementLines,
    totals: {
      accrued_eur: sumEur(statementLines.map((line) => line.accrued_eur)),
      paid_cash_eur: sumEur(statementLines.map((line) => line.paid_cash_eur)),
      paid_tokens: sumQuantities(statementLines.map((line) => line.paid_tokens)),
      paid_token_value_eur: sumEur(statementLines.map((line) => line.paid_token_value_eur)),
    },
  }
}
