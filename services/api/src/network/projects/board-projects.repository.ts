import type { Page, Practice, ProjectFilters, Sector, Seniority } from '@iqs/protocol'
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'
import { boardSearchQuery } from './board-search-query.js'
import { PROJECT_COLUMNS, type ProjectRow } from './projects.table.js'

export interface BoardSearch {
  query?: string | undefined
  sector?: Sector | undefined
  domain?: Practice | undefined
  city?: string | undefined
  experience?: Seniority | undefined
  title?: string | undefined
  contact?: string | undefined
  remote?: boolean | undefined
  page: number
  pageSize: number
}

/**
 * The board: published projects only (drafts and closed projects are their owner's), and none of an
 * owner whose account an admin suspended (issue 18): nobody would answer its applicants.
 */
const board = (db: Kysely<Database>) =>
  db
    .selectFrom('projects')
    .where('status', '=', 'published')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users as owner')
            .select('owner.id')
            .whereRef('owner.id', '=', 'projects.owner_user_id')
            .where('owner.suspended_at', 'is not', null),
        ),
      ),
    )

/**
 * One page of the job board. `query` is a full-text search in web-search syntax (words, "a
 * phrase", -excluded, or; each word a prefix) on the `search` vector, best match first (the title weighs most, the
 * description least), then newest first; without it, newest first. The other criteria narrow the
 * list (city exactly, title and contact by part, case apart).
 */
export async function listBoardProjects(
  db: Kysely<Database>,
  search: BoardSearch,
): Promise<Page<ProjectRow>> {
  const { where, matches } = filteredBoard(db, search)
  const ranked = matches ? where.orderBy(sql`ts_rank(search, ${matches})`, 'desc') : where
  return boardPage(where, ranked.select(PROJECT_COLUMNS), search)
}

/**
 * One page of `rows` (the `where` rows, selected and ranked by the caller), the newest first after
 * the caller's order, with the total count the pager needs.
 */
export async function boardPage<R>(
  where: SelectQueryBuilder<Database, 'projects', object>,
  rows: SelectQueryBuilder<Database, 'projects', R>,
  search: { page: number; pageSize: number },
): Promise<Page<R>> {
  const [counted, items] = await Promise.all([
    where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    rows
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
  ])
  const total = Number(counted.total)
  return {
    items: items as R[],
    total,
    page: search.page,
    page_size: search.pageSize,
    page_count: Math.ceil(total / search.pageSize),
  }
}

/**
 * The board's rows that meet the criteria, and the full-text query when there is one (to rank by):
 * the public board's and the consultants' jobs (network/jobs) alike.
 */
export function filteredBoard(db: Kysely<Database>, search: Omit<BoardSearch, 'page' | 'pageSize'>) {
  const matches = search.query ? boardSearchQuery(search.query) : undefined
  let where = board(db)
  if (matches) where = where.where(sql<boolean>`search @@ ${matches}`)
  if (search.sector) where = where.where('sector', '=', search.sector)
  if (search.domain) where = where.where('domain', '=', search.domain)
  if (search.city)
    where = where.where(
      'city',
      'ilike',
      search.city.replace(/[\\%_]/g, (c) => `\\${c}`),
    )
  if (search.experience) where = where.where('experience', '=', search.experience)
  if (search.title) where = where.where('title', 'ilike', containsPattern(search.title))
  if (search.contact) where = where.where('contact', 'ilike', containsPattern(search.contact))
  if (search.remote !== undefined) where = where.where('remote', '=', search.remote)
  return { where, matches }
}

/** One project of the board; undefined when it is missing, a draft or closed. */
export function findBoardProject(db: Kysely<Database>, id: number): Promise<ProjectRow | undefined> {
  return board(db).select(PROJECT_COLUMNS).where('id', '=', id).executeTakeFirst()
}

/** The distinct values present on the board, so the filters never offer a value that finds nothing. */
export async function boardFilterValues(db: Kysely<Database>): Promise<ProjectFilters> {
  const distinct = async <C extends 'sector' | 'domain' | 'city' | 'experience' | 'contact'>(column: C) =>
    (await board(db).select(column).distinct().where(column, 'is not', null).orderBy(column).execute()).map(
      (row) => (row as unknown as Record<C, unknown>)[column] as NonNullable<ProjectRow[C]>,
    )
  const [sectors, domains, cities, experiences, contacts] = await Promise.all([
    distinct('sector'),
    distinct('domain'),
    distinct('city'),
    distinct('experience'),
    distinct('contact'),
  ])
  const seniorityOrder = ['Junior', 'Middle', 'Senior', 'Lead']
  experiences.sort((a, b) => seniorityOrder.indexOf(a) - seniorityOrder.indexOf(b))
  return { sectors, domains, cities, experiences, contacts }
}
