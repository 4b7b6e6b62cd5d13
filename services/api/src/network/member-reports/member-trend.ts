import { MAX_REPORT_MONTHS, type MemberReportFilters, type MemberTrendMonth } from '@iqs/protocol'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import { isoDay } from '../../platform/clock.js'
import type { Database } from '../../platform/db/database.js'
import { reportPeriod, type ReportPeriod } from '../reports/report-period.js'
import { filteredMembers, registrationBounds } from './member-filters.js'

/** The process name of membership reviews in network_transitions (`../membership`'s MEMBER_PROCESS). */
const MEMBER_PROCESS = 'member'

/** The month of an instant, UTC: the same on every server. */
const monthOf = (instant: RawBuilder<unknown>) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM')`

/** `month` moved by `offset` months (YYYY-MM). */
function shiftMonth(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The trend's months and the instants it counts, [start, end). */
export interface TrendWindow {
  period: ReportPeriod
  start: Date
  end: Date
}

/**
 * The months the trend draws: those of the registration dates (the last day: today when absent,
 * or the first day when that is later); without a first day, the 12 months up to the last. A
 * longer span keeps its last 60 months (MAX_REPORT_MONTHS): a chart of more reads as noise, and
 * the table and export still hold every member. The instants counted are the months' and the
 * dates' both.
 */
export function trendWindow(filters: MemberReportFilters, now: Date): TrendWindow {
  const today = isoDay(now)
  const from = filters.registered_from
  const lastDay = filters.registered_to ?? (from && from > today ? from : today)
  const to = lastDay.slice(0, 7)
  const earliest = shiftMonth(to, -(MAX_REPORT_MONTHS - 1))
  const first = from ? (from.slice(0, 7) < earliest ? earliest : from.slice(0, 7)) : undefined
  const period = reportPeriod({ from: first, to }, now)
  const bounds = registrationBounds(filters)
  return {
    period,
    start: bounds.start && bounds.start > period.start ? bounds.start : period.start,
    end: bounds.end && bounds.end < period.end ? bounds.end : period.end,
  }
}

/**
 * Month by month (UTC) of the window: the members the filters keep who registered that month,
 * and the approvals of their memberships that month (an admin's `approve` in network_transitions:
 * a member approved again after a new review counts again).
 */
export async function memberTrend(
  db: Kysely<Database>,
  filters: MemberReportFilters,
  window: TrendWindow,
): Promise<MemberTrendMonth[]> {
  const { start, end } = window
  const registered = filteredMembers(db, filters)
    .where('u.created_at', '>=', start)
    .where('u.created_at', '<', end)
    .select([monthOf(sql`u.created_at`).as('month'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(sql`1`)
    .execute()
  const approved = db
    .selectFrom('network_transitions as t')
    .select([monthOf(sql`t.at`).as('month'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('t.process', '=', MEMBER_PROCESS)
    .where('t.transition', '=', 'approve')
    .where('t.at', '>=', start)
    .where('t.at', '<', end)
    .where(
      't.entity_id',
      'in',
      filteredMembers(db, filters, { dates: true }).select(sql<string>`u.id::text`.as('id')),
    )
    .groupBy(sql`1`)
    .execute()
  const [registrations, approvals] = await Promise.all([registered, approved])
  const byMonth = (rows: { month: string; n: number | string }[]) =>
    new Map(rows.map((row) => [row.month, Number(row.n)]))
  const registrationsOf = byMonth(registrations)
  const approvalsOf = byMonth(approvals)
  return window.period.months.map((month) => ({
    month,
    registrations: registrationsOf.get(month) ?? 0,
    approvals: approvalsOf.get(month) ?? 0,
  }))
}
