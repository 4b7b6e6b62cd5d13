import type {
  AvailabilityFilter,
  BusinessFunction,
  ConsultantMatch,
  Page,
  Practice,
  ProfileLanguage,
  Sector,
  Seniority,
} from '@iqs/protocol'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { boardSearchQuery } from '../projects/board-search-query.js'
import { CARD_COLUMNS, consultantMembers, shownConsultants, type CardRow } from './shown-consultants.js'

export interface ConsultantSearch {
  query?: string | undefined
  sector?: Sector | undefined
  practice?: Practice | undefined
  function?: BusinessFunction | undefined
  seniority?: Seniority | undefined
  languages?: readonly ProfileLanguage[] | undefined
  available?: AvailabilityFilter | undefined
  maxDayRate?: string | undefined
  /** YYYY-MM-DD: availability is counted from it. */
  today: string
  page: number
  pageSize: number
  /**
   * The admins' search (issue 18): every consultant with a membership, whatever its state, rather
   * than the approved ones owners find, narrowed by the admins' own conditions on `u` (users) and
   * `m` (network_members): a state, a rating. Text, limits, ranking and order stay the owners'.
   */
  admin?: { where: readonly RawBuilder<boolean>[] } | undefined
}

/** How far ahead each availability reaches, in days (the cards' own bounds: leaders/leader-cards.ts). */
const WITHIN_DAYS: Record<AvailabilityFilter, number> = { immediate: 0, 'one-month': 31, 'three-months': 92 }

/**
 * The text a consultant is found by: the name weighs most (A), the headline next (B), the skills'
 * names last (C). 'simple' as on the board: words as written, lower-cased, no language's stemming.
 * Made per row rather than stored: it spans three tables, which a generated column cannot.
 */
const SEARCH_VECTOR = sql`(
  setweight(to_tsvector('simple', coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), 'A')
  || setweight(to_tsvector('simple', coalesce(p.title, '')), 'B')
  || setweight(to_tsvector('simple', coalesce((
    select string_agg(e.content ->> 'name', ' ')
    from network_profile_entries e
    where e.user_id = u.id and e.section = 'skills'
  ), '')), 'C')
)`

/** Whether the row matches a ranking criterion; false, never null, when it is not given. */
function matches(search: ConsultantSearch): Record<keyof ConsultantMatch, RawBuilder<boolean>> {
  const among = (value: string | undefined, column: string) =>
    value ? sql<boolean>`coalesce(${value} = any(${sql.ref(column)}), false)` : sql<boolean>`false`
  const languages = search.languages ?? []
  return {
    sector: among(search.sector, 'm.sectors'),
    practice: among(search.practice, 'm.practices'),
    function: among(search.function, 'm.functions'),
    seniority: search.seniority
      ? sql<boolean>`coalesce(m.seniority = ${search.seniority}, false)`
      : sql`false`,
    // Every language asked for is on the profile.
    languages:
      languages.length === 0
        ? sql<boolean>`false`
        : sql<boolean>`(
          select count(distinct e.content ->> 'language')
          from network_profile_entries e
          where e.user_id = u.id and e.section = 'languages'
            and e.content ->> 'language' in (${sql.join(languages)})
        ) = ${languages.length}`,
  }
}

/** How many ranking criteria were given (sector, practice, function, seniority, languages). */
function criteriaGiven(search: ConsultantSearch): number {
  return [search.sector, search.practice, search.function, search.seniority, search.languages?.length].filter(
    Boolean,
  ).length
}

export type ConsultantHitRow = CardRow & { match: ConsultantMatch }

/**
 * One page of the consultants an owner (or, with `admin`, an admin) finds. The text (`query`) must
 * match, and so must the limits (available by a date, a highest day rate); of the ranking criteria
 * given, at least one. Order: the best text match, then the most criteria matched, then the newest
 * account.
 */
export async function searchConsultants(
  db: Kysely<Database>,
  search: ConsultantSearch,
): Promise<Page<ConsultantHitRow>> {
  const match = matches(search)
  const score = sql<number>`(${match.sector})::int + (${match.practice})::int + (${match.function})::int
    + (${match.seniority})::int + (${match.languages})::int`
  const textQuery = search.query ? boardSearchQuery(search.query) : undefined

  let candidates = (search.admin ? consultantMembers(db) : shownConsultants(db))
    .select(CARD_COLUMNS)
    .select([
      match.sector.as('match_sector'),
      match.practice.as('match_practice'),
      match.function.as('match_function'),
      match.seniority.as('match_seniority'),
      match.languages.as('match_languages'),
      score.as('score'),
      (textQuery ? sql<number>`ts_rank(${SEARCH_VECTOR}, ${textQuery})` : sql<number>`0`).as('text_rank'),
    ])
  if (textQuery) candidates = candidates.where(sql<boolean>`${SEARCH_VECTOR} @@ ${textQuery}`)
  if (search.available)
    candidates = candidates.where(
      sql<boolean>`m.available_from <= ${search.today}::date + ${WITHIN_DAYS[search.available]}::int`,
    )
  if (search.maxDayRate)
    candidates = candidates.where(sql<boolean>`m.day_rate <= ${search.maxDayRate}::numeric`)
  for (const condition of search.admin?.where ?? []) candidates = candidates.where(condition)

  let found = db.selectFrom(candidates.as('c'))
  if (criteriaGiven(search) > 0) found = found.where('c.score', '>=', 1)

  const [counted, rows] = await Promise.all([
    found.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    found
      .selectAll()
      .orderBy('c.text_rank', 'desc')
      .orderBy('c.score', 'desc')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.user_id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
  ])
  const total = Number(counted.total)
  return {
    items: rows.map((row) => ({
      ...(row as unknown as CardRow),
      match: {
        sector: row.match_sector,
        practice: row.match_practice,
        function: row.match_function,
        seniority: row.match_seniority,
        languages: row.match_languages,
      },
    })),
    total,
    page: search.page,
    page_size: search.pageSize,
    page_count: Math.ceil(total / search.pageSize),
  }
}
