import {
  MEMBER_REPORT_STATES,
  type MemberReport,
  type MemberReportFilters,
  type MemberReportRow,
  type MemberReportState,
  type Practice,
  type Sector,
  type Seniority,
} from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { ratingsOf } from '../reviews/reviews.repository.js'
import { filteredMembers } from './member-filters.js'
import { MEMBER_STATE } from './member-state.js'
import { memberTrend, trendWindow } from './member-trend.js'

/** The table's columns: who, their state and dates, their expertise or company. */
function memberRows(db: Kysely<Database>, filters: MemberReportFilters) {
  return filteredMembers(db, filters)
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.created_at',
      'm.submitted_at',
      'm.sector',
      'm.sectors',
      'm.practices',
      'm.seniority',
      'm.company_name',
      MEMBER_STATE.as('state'),
      // The last approval (`../membership` records each review in network_transitions).
      sql<Date | null>`(
        select max(t.at) from network_transitions t
        where t.process = 'member' and t.transition = 'approve' and t.entity_id = u.id::text
      )`.as('approved_at'),
    ])
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
}

type MemberDbRow = Awaited<ReturnType<ReturnType<typeof memberRows>['execute']>>[number]

/** Rows as the report gives them, with each member's rating (one query for all). */
async function toReportRows(
  db: Kysely<Database>,
  filters: MemberReportFilters,
  rows: readonly MemberDbRow[],
): Promise<MemberReportRow[]> {
  const ratings = await ratingsOf(
    db,
    rows.map((row) => Number(row.id)),
  )
  return rows.map((row) => {
    const id = Number(row.id)
    const rating = ratings.get(id)
    // A client's sector is its company's; consultants and partners have their expertise's.
    const sectors = filters.role === 'Client' ? (row.sector ? [row.sector] : []) : (row.sectors ?? [])
    return {
      user_id: id,
      first_name: row.first_name || null,
      last_name: row.last_name || null,
      email: row.email,
      state: row.state,
      registered_at: row.created_at.toISOString(),
      submitted_at: row.submitted_at?.toISOString() ?? null,
      approved_at: row.approved_at ? new Date(row.approved_at).toISOString() : null,
      sectors: sectors as Sector[],
      practices: (row.practices ?? []) as Practice[],
      seniority: row.seniority as Seniority | null,
      company_name: row.company_name,
      rating: rating?.average ?? null,
      review_count: rating?.count ?? 0,
    }
  })
}

/** Members in each state, of those the filters keep but the state. */
async function countsByState(
  db: Kysely<Database>,
  filters: MemberReportFilters,
): Promise<Record<MemberReportState, number>> {
  const rows = await filteredMembers(db, filters, { state: true })
    .select([MEMBER_STATE.as('state'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(sql`1`)
    .execute()
  const counts = Object.fromEntries(MEMBER_REPORT_STATES.map((state) => [state, 0])) as Record<
    MemberReportState,
    number
  >
  for (const row of rows) counts[row.state] = Number(row.n)
  return counts
}

/**
 * A member admin area's report (`/admin-<role>/reports`): the members of the role the filters keep,
 * one page of them newest registered first, how many in each state, and the trend by month. `now`
 * dates the default period (README, "The report").
 */
export async function memberReport(
  db: Kysely<Database>,
  filters: MemberReportFilters,
  paging: { page: number; pageSize: number },
  now: Date,
): Promise<MemberReport> {
  const window = trendWindow(filters, now)
  const [counts, trend, rows] = await Promise.all([
    countsByState(db, filters),
    memberTrend(db, filters, window),
    memberRows(db, filters)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute(),
  ])
  const total = filters.state
    ? counts[filters.state]
    : MEMBER_REPORT_STATES.reduce((sum, state) => sum + counts[state], 0)
  return {
    role: filters.role,
    total,
    counts,
    trend: { from: window.period.from, to: window.period.to, months: trend },
    members: {
      items: await toReportRows(db, filters, rows),
      total,
      page: paging.page,
      page_size: paging.pageSize,
      page_count: Math.ceil(total / paging.pageSize),
    },
  }
}

/** Every member the filters keep, in the table's order: the Excel export's rows. */
export async function allMemberRows(
  db: Kysely<Database>,
  filters: MemberReportFilters,
): Promise<MemberReportRow[]> {
  return toReportRows(db, filters, await memberRows(db, filters).execute())
}
