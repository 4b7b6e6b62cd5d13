import type { Page } from '@iqs/protocol'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { boardPage, filteredBoard, type BoardSearch } from '../projects/board-projects.repository.js'
import { PROJECT_COLUMNS, type ProjectRow } from '../projects/projects.table.js'
import type { Expertise } from './consultant-expertise.js'

/** A project with how it matches the consultant's expertise. */
export type JobRow = ProjectRow & { match_sector: boolean; match_domain: boolean; match_experience: boolean }

/** Whether `column` holds one of `values` (false, never null, for a missing value or an empty list). */
function isAmong(column: 'sector' | 'domain' | 'experience', values: readonly string[]): RawBuilder<boolean> {
  if (values.length === 0) return sql<boolean>`false`
  return sql<boolean>`coalesce(${sql.ref(column)} in (${sql.join(values)}), false)`
}

/** The three matches as the row's `match_*` columns. */
const matchColumns = (match: ReturnType<typeof matchesOf>) => [
  match.sector.as('match_sector'),
  match.domain.as('match_domain'),
  match.experience.as('match_experience'),
]

function matchesOf(expertise: Expertise) {
  return {
    sector: isAmong('sector', expertise.sectors),
    domain: isAmong('domain', expertise.practices),
    experience: isAmong('experience', expertise.seniority ? [expertise.seniority] : []),
  }
}

/**
 * One page of the jobs a consultant sees: the board's published projects and criteria, those that
 * match more of their expertise (sector, practice, seniority: one point each) first, then, with a
 * search, the best text match, then the newest.
 */
export async function listJobs(
  db: Kysely<Database>,
  search: BoardSearch,
  expertise: Expertise,
): Promise<Page<JobRow>> {
  const { where, matches } = filteredBoard(db, search)
  const match = matchesOf(expertise)
  const score = sql`(${match.sector})::int + (${match.domain})::int + (${match.experience})::int`
  let ranked = where.orderBy(score, 'desc')
  if (matches) ranked = ranked.orderBy(sql`ts_rank(search, ${matches})`, 'desc')
  return boardPage(where, ranked.select(PROJECT_COLUMNS).select(matchColumns(match)), search)
}

/** One project that is not a draft, with its match; undefined when missing or a draft. */
export function findJob(db: Kysely<Database>, id: number, expertise: Expertise): Promise<JobRow | undefined> {
  const match = matchesOf(expertise)
  return db
    .selectFrom('projects')
    .select(PROJECT_COLUMNS)
    .select(matchColumns(match))
    .where('id', '=', id)
    .where('status', '<>', 'draft')
    .executeTakeFirst()
}
