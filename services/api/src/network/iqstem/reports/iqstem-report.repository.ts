import {
  IQSTEM_REPORT_FIGURES,
  LEAD_STATES,
  percentOf,
  sumEur,
  sumQuantities,
  type IqstemReport,
  type IqstemReportFigures,
  type LeadState,
} from '@iqs/protocol'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import type { ReportPeriod } from '../../reports/report-period.js'

/** One figure's months: a count, or an exact sum (text) where the figure is an amount. */
type MonthRow = { month: string; n: number | string | null }

/** The month of an instant, UTC: the same on every server. */
const monthOf = (instant: RawBuilder<unknown>) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM')`

/** The figures that are amounts in euros (the rest are counts; tokens are a whole number as text). */
const EUR_FIGURES = [
  'commissions_accrued_eur',
  'commissions_paid_cash_eur',
  'commissions_paid_token_value_eur',
] as const satisfies readonly (keyof IqstemReportFigures)[]
const isEur = (figure: keyof IqstemReportFigures) => (EUR_FIGURES as readonly string[]).includes(figure)

/** A lead counts as converted from `converted` on: its project exists, whatever came after. */
const CONVERTED_OR_LATER: readonly LeadState[] = ['converted', 'contracted', 'paid']

/**
 * The admins' IQStem report (/admin-iqstem/reports), month by month (UTC) of the period, each
 * figure counted in the month it happened (../README.md, `reports/`, has each one's rule), the leads in each
 * state now, and the conversion rate now: leads converted or later over every lead not lost, in
 * percent with one decimal (null without any such lead).
 */
export async function iqstemReport(db: Kysely<Database>, period: ReportPeriod): Promise<IqstemReport> {
  const { start, end } = period
  const within = (instant: RawBuilder<unknown>) => sql`${instant} >= ${start} and ${instant} < ${end}`

  /** IQStem accounts approved (the membership review's `approve`, part of network_transitions). */
  const membersApproved = sql<MonthRow>`
    select ${monthOf(sql`t.at`)} as month, count(*) as n
    from network_transitions t
    join users u on u.id::text = t.entity_id
    where t.process = 'member' and t.transition = 'approve' and u.user_type = 'IQStem'
      and ${within(sql`t.at`)}
    group by 1`

  /** Leads that entered `state` (a move that changed the state: an edit, which keeps it, does not count). */
  const leadsEntering = (state: LeadState) => sql<MonthRow>`
    select ${monthOf(sql`t.at`)} as month, count(*) as n
    from network_transitions t
    where t.process = 'lead' and t.to_state = ${state} and t.from_state <> ${state}
      and ${within(sql`t.at`)}
    group by 1`

  const referralsBy = (column: 'created_at' | 'registered_at') => sql<MonthRow>`
    select ${monthOf(sql.ref(column))} as month, count(*) as n
    from iqstem_referrals
    where ${within(sql.ref(column))}
    group by 1`

  const accrued = sql<MonthRow>`
    select ${monthOf(sql`accrued_at`)} as month, sum(amount_eur)::text as n
    from iqstem_commissions
    where ${within(sql`accrued_at`)}
    group by 1`

  /** Final payments only: euros alone, or their tokens allocated (a pending one may yet be undone). */
  const paid = (column: 'cash_eur' | 'token_value_eur' | 'tokens') => sql<MonthRow>`
    select ${monthOf(sql`paid_at`)} as month, sum(${sql.ref(column)})::text as n
    from iqstem_commission_payments
    where allocation_state in ('none', 'done') and ${within(sql`paid_at`)}
    group by 1`

  const queries: Record<keyof IqstemReportFigures, RawBuilder<MonthRow>> = {
    members_approved: membersApproved,
    leads_submitted: leadsEntering('submitted'),
    leads_qualified: leadsEntering('qualified'),
    leads_converted: leadsEntering('converted'),
    leads_contracted: leadsEntering('contracted'),
    leads_lost: leadsEntering('lost'),
    referrals_invited: referralsBy('created_at'),
    referrals_registered: referralsBy('registered_at'),
    commissions_accrued_eur: accrued,
    commissions_paid_cash_eur: paid('cash_eur'),
    commissions_paid_token_value_eur: paid('token_value_eur'),
    commissions_paid_tokens: paid('tokens'),
  }
  const byFigure = new Map(
    await Promise.all(
      IQSTEM_REPORT_FIGURES.map(async (figure) => {
        const { rows } = await queries[figure].execute(db)
        return [figure, new Map(rows.map((row) => [row.month, row.n]))] as const
      }),
    ),
  )
  const valueOf = (figure: keyof IqstemReportFigures, month: string) => {
    const n = byFigure.get(figure)?.get(month) ?? null
    if (isEur(figure)) return sumEur([String(n ?? '0')])
    if (figure === 'commissions_paid_tokens') return sumQuantities([String(n ?? '0')])
    return Number(n ?? 0)
  }
  const months = period.months.map(
    (month) =>
      ({
        month,
        ...Object.fromEntries(IQSTEM_REPORT_FIGURES.map((figure) => [figure, valueOf(figure, month)])),
      }) as IqstemReportFigures & { month: string },
  )
  const { leadsByState, conversionRate } = await leadsNow(db)
  return {
    from: period.from,
    to: period.to,
    months,
    totals: totalsOf(months),
    leads_by_state: leadsByState,
    conversion_rate_percent: conversionRate,
  }
}

/** The period's totals: counts added, amounts and tokens summed exactly. */
function totalsOf(months: readonly IqstemReportFigures[]): IqstemReportFigures {
  const totals = {} as Record<keyof IqstemReportFigures, number | string>
  for (const figure of IQSTEM_REPORT_FIGURES) {
    const values = months.map((month) => month[figure])
    totals[figure] = isEur(figure)
      ? sumEur(values as string[])
      : figure === 'commissions_paid_tokens'
        ? sumQuantities(values as string[])
        : (values as number[]).reduce((sum, n) => sum + n, 0)
  }
  return totals as IqstemReportFigures
}

/** Every lead's state now (all time), and the conversion rate over the leads not lost. */
async function leadsNow(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('iqstem_leads')
    .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('state')
    .execute()
  const leadsByState = Object.fromEntries(LEAD_STATES.map((state) => [state, 0])) as Record<LeadState, number>
  for (const row of rows) leadsByState[row.state] = Number(row.n)
  const notLost = LEAD_STATES.filter((state) => state !== 'lost').reduce((n, s) => n + leadsByState[s], 0)
  const converted = CONVERTED_OR_LATER.reduce((n, state) => n + leadsByState[state], 0)
  return { leadsByState, conversionRate: percentOf(converted, notLost, 1) }
}
