import type { ProjectStatus, Sector } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * Which projects the admins' report or sheet reads: any combination of the project's state and
 * sector now, its current owner, when it was created (`createdFrom` included, `createdBefore`
 * excluded), or one project by id. An absent field filters nothing.
 */
export interface ProjectFilter {
  status?: ProjectStatus | undefined
  sector?: Sector | undefined
  ownerId?: number | undefined
  createdFrom?: Date | undefined
  createdBefore?: Date | undefined
  projectId?: number | undefined
}

/** `projects as p` narrowed to a filter: the one place the filter becomes SQL. */
export function filteredProjects(db: Kysely<Database>, filter: ProjectFilter) {
  let query = db.selectFrom('projects as p')
  if (filter.projectId !== undefined) query = query.where('p.id', '=', filter.projectId)
  if (filter.status !== undefined) query = query.where('p.status', '=', filter.status)
  if (filter.sector !== undefined) query = query.where('p.sector', '=', filter.sector)
  if (filter.ownerId !== undefined) query = query.where('p.owner_user_id', '=', filter.ownerId)
  if (filter.createdFrom !== undefined) query = query.where('p.created_at', '>=', filter.createdFrom)
  if (filter.createdBefore !== undefined) query = query.where('p.created_at', '<', filter.createdBefore)
  return query
}
