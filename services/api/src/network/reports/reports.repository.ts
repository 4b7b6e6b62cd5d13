import {
  REPORT_FIGURES,
  sumEur,
  type PartnerReport,
  type ProjectStatus,
  type ReportFigures,
  type ReportMonthRow,
  type Sector,
} from '@iqs/protocol'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { contractProcess } from '../contracts/contract-process.js'
import { projectProcess } from '../projects/project-process.js'
import type { ReportPeriod } from './report-period.js'

/** One figure's months: how many, and the sum of an amount where the figure has one. */
type MonthRows = Array<{ month: string; n: number | string; amount: string | null }>

/** The month of an instant, UTC: the same on every server. */
const monthOf = (instant: RawBuilder<unknown>) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM')`

/**
 * Whose projects the month figures count: one owner's (the partner's own report), or the admins'
 * filters (issue 18: the projects admin's report), any of them absent meaning "every". State and
 * sector are the project's now; the owner is the project's current owner, except for contracts,
 * counted by the owner who drafted them.
 */
export interface ProjectScope {
  ownerId?: number | undefined
  status?: ProjectStatus | undefined
  sector?: Sector | undefined
}

/** The scope as a condition on the project `p` (and, for the owner of contracts, on `c`). */
function scoped(scope: ProjectScope, ownerColumn: 'p.owner_user_id' | 'c.owner_user_id') {
  const conditions: RawBuilder<unknown>[] = [sql`true`]
  if (scope.ownerId !== undefined) conditions.push(sql`${sql.ref(ownerColumn)} = ${scope.ownerId}`)
  if (scope.status !== undefined) conditions.push(sql`p.status = ${scope.status}`)
  if (scope.sector !== undefined) conditions.push(sql`p.sector = ${scope.sector}`)
  return sql.join(conditions, sql` and `)
}

/** The executive partner's report: their own projects' figures, month by month. */
export async function partnerReport(
  db: Kysely<Database>,
  ownerId: number,
  period: ReportPeriod,
): Promise<PartnerReport> {
  return { from: period.from, to: period.to, ...(await monthFigures(db, { ownerId }, period)) }
}

/**
 * The figures of the executive partner's report (spec §2 /my-projects/reports), for the projects of
 * a scope: month by month (UTC) of the period, what happened to the projects and contracts, each
 * counted in the month it happened:
 * - projects published: the first `publish` of a project (a reopen is not counted again);
 * - applications received: submitted to a project;
 * - contracts drafted, signed (the countersignature: both parties signed) and completed: at the
 *   transition that put them in that state (network_transitions);
 * - contracted fees: the base fees of the contracts signed that month;
 * - success fees due: `success_fee_due` of the contracts completed that month.
 */
export async function monthFigures(
  db: Kysely<Database>,
  scope: ProjectScope,
  period: ReportPeriod,
): Promise<{ months: ReportMonthRow[]; totals: ReportFigures }> {
  const { start, end } = period
  const within = (instant: RawBuilder<unknown>) => sql`${instant} >= ${start} and ${instant} < ${end}`

  const projectTransition = (transition: string) => sql<MonthRows[number]>`
    select ${monthOf(sql`t.at`)} as month, count(*) as n, null as amount
    from network_transitions t
    join projects p on p.id::text = t.entity_id
    where t.process = ${projectProcess.name} and t.transition = ${transition}
      and ${scoped(scope, 'p.owner_user_id')} and ${within(sql`t.at`)}
    group by 1`

  /** Contracts of the scope that entered `state` in the period, with the sum of `amount` (a column). */
  const contractsEntering = (state: string, amount: 'base_fee' | 'success_fee_due' | null) => sql<
    MonthRows[number]
  >`
    select ${monthOf(sql`t.at`)} as month, count(*) as n,
      ${amount ? sql`sum(${sql.ref(`c.${amount}`)})::text` : sql`null`} as amount
    from network_transitions t
    join network_contracts c on c.id::text = t.entity_id
    join projects p on p.id = c.project_id
    where t.process = ${contractProcess.name} and t.to_state = ${state} and t.from_state <> ${state}
      and ${scoped(scope, 'c.owner_user_id')} and ${within(sql`t.at`)}
    group by 1`

  const applications = sql<MonthRows[number]>`
    select ${monthOf(sql`a.created_at`)} as month, count(*) as n, null as amount
    from network_applications a
    join projects p on p.id = a.project_id
    where ${scoped(scope, 'p.owner_user_id')} and ${within(sql`a.created_at`)}
    group by 1`

  type ByMonth = Map<string, MonthRows[number]>
  const byMonth = async (query: { execute(db: Kysely<Database>): Promise<{ rows: unknown[] }> }) =>
    new Map(((await query.execute(db)).rows as MonthRows).map((row) => [row.month, row])) as ByMonth
  const [p, r, d, s, c] = await Promise.all([
    byMonth(projectTransition('publish')),
    byMonth(applications),
    byMonth(contractsEntering('draft', null)),
    byMonth(contractsEntering('signed', 'base_fee')),
    byMonth(contractsEntering('completed', 'success_fee_due')),
  ])
  const count = (rows: ByMonth, month: string) => Number(rows.get(month)?.n ?? 0)
  const amount = (rows: ByMonth, month: string) => sumEur([rows.get(month)?.amount ?? '0'])

  const months = period.months.map((month) => ({
    month,
    projects_published: count(p, month),
    applications_received: count(r, month),
    contracts_drafted: count(d, month),
    contracts_signed: count(s, month),
    contracts_completed: count(c, month),
    contracted_fees: amount(s, month),
    success_fees_due: amount(c, month),
  }))
  return { months, totals: totalsOf(months) }
}

/** The period's totals: counts added, fees summed exactly. */
function totalsOf(months: ReportFigures[]): ReportFigures {
  const totals = {} as Record<keyof ReportFigures, number | string>
  for (const figure of REPORT_FIGURES)
    totals[figure] =
      figure === 'contracted_fees' || figure === 'success_fees_due'
        ? sumEur(months.map((month) => month[figure]))
        : months.reduce((sum, month) => sum + month[figure], 0)
  return totals as ReportFigures
}
