import type { Page, Practice, ProjectFilters, Sector, Seniority } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import type { Database } from '../../platform/db/database.js'
import type { ProjectRow } from './projects.table.js'

export interface ProjectSearch {
  query?: string | undefined
  sector?: Sector | undefined
  domain?: Practice | undefined
  city?: string | undefined
  experience?: Seniority | undefined
  title?: string | undefined
  contact?: string | undefined
  page: number
  pageSize: number
}

/**
 * One page of the job board, newest first. `query` looks in the title,
 * description, city and contact; the other criteria narrow the list.
 */
export async function listProjects(db: Kysely<Database>, search: ProjectSearch): Promise<Page<ProjectRow>> {
  let where = db.selectFrom('projects')
  if (search.query) {
    const pattern = containsPattern(search.query)
    where = where.where((eb) =>
      eb.or([
        eb('title', 'ilike', pattern),
        eb('description', 'ilike', pattern),
        eb('city', 'ilike', pattern),
        eb('contact', 'ilike', pattern),
        eb(eb.cast<string>('sector', 'text'), 'ilike', pattern),
        eb(eb.cast<string>('domain', 'text'), 'ilike', pattern),
      ]),
    )
  }
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

  const [counted, items] = await Promise.all([
    where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    where
      .selectAll()
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
  ])
  const total = Number(counted.total)
  return {
    items,
    total,
    page: search.page,
    page_size: search.pageSize,
    page_count: Math.ceil(total / search.pageSize),
  }
}

export function findProject(db: Kysely<Database>, id: number): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The distinct values present in the board, so the filters never offer a value that finds nothing. */
export async function projectFilterValues(db: Kysely<Database>): Promise<ProjectFilters> {
  const distinct = async <C extends 'sector' | 'domain' | 'city' | 'experience' | 'contact'>(column: C) =>
    (
      await db
        .selectFrom('projects')
        .select(column)
        .distinct()
        .where(column, 'is not', null)
        .orderBy(column)
        .execute()
    ).map((row) => (row as unknown as Record<C, unknown>)[column] as NonNullable<ProjectRow[C]>)
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
