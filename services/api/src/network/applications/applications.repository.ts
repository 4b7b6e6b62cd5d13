import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'
import type { NetworkApplicationRow } from './network-applications.table.js'

/** An application with what its answers show: the project, the consultant and their headline. */
export type ApplicationView = Omit<NetworkApplicationRow, 'available_from'> & {
  available_from: string
  project_title: string | null
  project_status: 'draft' | 'published' | 'closed'
  project_owner_id: number | null
  first_name: string
  last_name: string
  consultant_deleted_at: Date | null
  headline: string | null
  avatar_key: string | null
}

const views = (db: Kysely<Database>) =>
  db
    .selectFrom('network_applications as a')
    .innerJoin('projects as p', 'p.id', 'a.project_id')
    .innerJoin('users as c', 'c.id', 'a.consultant_user_id')
    .leftJoin('network_profiles as np', 'np.user_id', 'a.consultant_user_id')
    .selectAll('a')
    // As text: a `date` read as a JS Date by the pg driver lands on local midnight, a day off in UTC-.
    .select(sql<string>`a.available_from::text`.as('available_from'))
    .select([
      'p.title as project_title',
      'p.status as project_status',
      'p.owner_user_id as project_owner_id',
      'c.first_name',
      'c.last_name',
      'c.deleted_at as consultant_deleted_at',
      'np.title as headline',
      'np.avatar_key',
    ])

/** One application, or undefined. */
export function findApplicationView(db: Kysely<Database>, id: string): Promise<ApplicationView | undefined> {
  return views(db).where('a.id', '=', id).executeTakeFirst()
}

/** A consultant's applications, newest first. */
export function listConsultantApplications(
  db: Kysely<Database>,
  consultantId: number,
): Promise<ApplicationView[]> {
  return views(db)
    .where('a.consultant_user_id', '=', consultantId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .execute()
}

/** A project's applications, newest first. */
export function listProjectApplications(db: Kysely<Database>, projectId: number): Promise<ApplicationView[]> {
  return views(db)
    .where('a.project_id', '=', projectId)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id')
    .execute()
}

/** A new application, as submitted; 409 ALREADY_APPLIED when a live one of the pair exists (the index). */
export async function insertApplication(
  trx: Transaction<Database>,
  row: Omit<NetworkApplicationRow, 'available_from' | 'state' | 'updated_at'> & { available_from: string },
): Promise<void> {
  try {
    await trx
      .insertInto('network_applications')
      .values({ ...row, state: 'submitted', updated_at: row.created_at })
      .execute()
  } catch (error) {
    // The refusal rolls the caller's whole transaction back (PostgreSQL has aborted it anyway).
    if ((error as { code?: string }).code === '23505') throw appError('ALREADY_APPLIED')
    throw error
  }
}

/** The consultant's latest application to each of these projects. */
export async function latestApplicationsOf(
  db: Kysely<Database>,
  consultantId: number,
  projectIds: readonly number[],
): Promise<Map<number, Pick<NetworkApplicationRow, 'id' | 'state'>>> {
  const latest = new Map<number, Pick<NetworkApplicationRow, 'id' | 'state'>>()
  if (projectIds.length === 0) return latest
  const rows = await db
    .selectFrom('network_applications')
    .select(['id', 'state', 'project_id'])
    .where('consultant_user_id', '=', consultantId)
    .where('project_id', 'in', projectIds)
    .orderBy('created_at', 'asc')
    .execute()
  for (const row of rows) latest.set(row.project_id, { id: row.id, state: row.state })
  return latest
}
