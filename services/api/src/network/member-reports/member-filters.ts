import type { MemberReportFilters } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'
import { MEMBER_STATE } from './member-state.js'

const DAY_MS = 86_400_000

/**
 * The instants the registration dates span, UTC: from the first day's midnight to the midnight
 * after the last day (both days included); an absent date leaves that side open.
 */
export function registrationBounds(filters: Pick<MemberReportFilters, 'registered_from' | 'registered_to'>): {
  start: Date | undefined
  end: Date | undefined
} {
  const midnight = (day: string) => new Date(`${day}T00:00:00Z`)
  return {
    start: filters.registered_from ? midnight(filters.registered_from) : undefined,
    end: filters.registered_to ? new Date(midnight(filters.registered_to).getTime() + DAY_MS) : undefined,
  }
}

/**
 * The members of one role (live accounts, with or without a membership row: `u` users, `m`
 * network_members left joined) that the filters keep. `without` leaves filters out: the counts by
 * state ignore the state asked for, the trend's approvals the registration dates.
 */
export function filteredMembers(
  db: Kysely<Database>,
  filters: MemberReportFilters,
  without: { state?: boolean; dates?: boolean } = {},
) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('network_members as m', 'm.user_id', 'u.id')
    .where('u.user_type', '=', filters.role)
    .where('u.deleted_at', 'is', null)
  if (filters.query) {
    const pattern = containsPattern(filters.query)
    query = query.where((eb) =>
      eb.or([
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
      ]),
    )
  }
  // A client's sector is its company's (the onboarding's `company` step); the others' their expertise.
  if (filters.sector)
    query = query.where(
      filters.role === 'Client'
        ? sql<boolean>`m.sector = ${filters.sector}`
        : sql<boolean>`coalesce(${filters.sector} = any(m.sectors), false)`,
    )
  if (filters.practice)
    query = query.where(sql<boolean>`coalesce(${filters.practice} = any(m.practices), false)`)
  if (filters.seniority) query = query.where('m.seniority', '=', filters.seniority)
  if (filters.state && !without.state) query = query.where(sql<boolean>`${MEMBER_STATE} = ${filters.state}`)
  if (!without.dates) {
    const { start, end } = registrationBounds(filters)
    if (start) query = query.where('u.created_at', '>=', start)
    if (end) query = query.where('u.created_at', '<', end)
  }
  return query
}
