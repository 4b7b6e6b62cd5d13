import type { AdminProjectListItem, AdminProjectPage, ProjectStatus } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { containsPattern } from '../../platform/db/contains-pattern.js'
import { personOf } from './project-person.js'

/** The picker's search: words of the title or of the owner's name, or a project's number. */
export interface ProjectSearch {
  query?: string | undefined
  status?: ProjectStatus | undefined
  page: number
  pageSize: number
}

function searched(db: Kysely<Database>, search: ProjectSearch) {
  let query = db.selectFrom('projects as p').leftJoin('users as u', 'u.id', 'p.owner_user_id')
  if (search.status) query = query.where('p.status', '=', search.status)
  const text = search.query
  if (text) {
    const pattern = containsPattern(text)
    // "#12" or "12" is also the project's number (15 digits at most: no float rounding of an id).
    const number = /^#?\d{1,15}$/.test(text) ? Number(text.replace('#', '')) : undefined
    query = query.where((eb) =>
      eb.or([
        eb('p.title', 'ilike', pattern),
        eb(sql<string>`coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')`, 'ilike', pattern),
        ...(number !== undefined ? [eb('p.id', '=', number)] : []),
      ]),
    )
  }
  return query
}

/**
 * One page of the projects an admin may open a sheet of (/admin-projects/project-sheet), newest
 * created first, with how many the search finds.
 */
export async function searchProjects(db: Kysely<Database>, search: ProjectSearch): Promise<AdminProjectPage> {
  const [rows, count] = await Promise.all([
    searched(db, search)
      .select([
        'p.id',
        'p.title',
        'p.status',
        'p.sector',
        'p.created_at',
        'p.owner_user_id as user_id',
        'u.first_name',
        'u.last_name',
        'u.user_type',
        'u.deleted_at',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
      .execute(),
    searched(db, search)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  const total = Number(count.n)
  const items: AdminProjectListItem[] = rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    status: row.status,
    sector: row.sector,
    owner: personOf(row),
    created_at: row.created_at.toISOString(),
  }))
  return {
    items,
    total,
    page: search.page,
    page_size: search.pageSize,
    page_count: Math.ceil(total / search.pageSize),
  }
}
