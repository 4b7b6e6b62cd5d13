import type { MyProjects, ProjectFields, ProjectStatus } from '@iqs/protocol'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { PROJECT_COLUMNS, type ProjectRow } from './projects.table.js'

/** The form's fields as columns (the KPIs as JSON text). */
function columnsOf(fields: ProjectFields) {
  return { ...fields, kpis: JSON.stringify(fields.kpis) }
}

/** A new draft of `ownerId`; its id. */
export async function insertDraft(
  trx: Transaction<Database>,
  ownerId: number,
  fields: ProjectFields,
  at: Date,
): Promise<number> {
  const row = await trx
    .insertInto('projects')
    .values({
      ...columnsOf(fields),
      owner_user_id: ownerId,
      status: 'draft',
      published_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Writes the whole form over a project (its state is the workflow's business). */
export async function writeFields(
  trx: Transaction<Database>,
  id: number,
  fields: ProjectFields,
): Promise<void> {
  await trx.updateTable('projects').set(columnsOf(fields)).where('id', '=', id).execute()
}

/** One project of `ownerId`; undefined for another owner's as for a missing one. */
export function findOwnProject(
  db: Kysely<Database>,
  ownerId: number,
  id: number,
): Promise<ProjectRow | undefined> {
  return db
    .selectFrom('projects')
    .select(PROJECT_COLUMNS)
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerId)
    .executeTakeFirst()
}

/** The owner's projects (one state, or all), last changed first, and how many are in each state. */
export async function listOwnProjects(
  db: Kysely<Database>,
  ownerId: number,
  status: ProjectStatus | undefined,
): Promise<{ items: ProjectRow[]; counts: MyProjects['counts'] }> {
  const mine = db.selectFrom('projects').where('owner_user_id', '=', ownerId)
  const listed = status ? mine.where('status', '=', status) : mine
  const [items, byStatus] = await Promise.all([
    listed.select(PROJECT_COLUMNS).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute(),
    mine
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
  ])
  const counts = { draft: 0, published: 0, closed: 0 }
  for (const row of byStatus) counts[row.status] = Number(row.count)
  return { items, counts }
}

/** The ids of `ownerId`'s projects in one state (account erasure). */
export async function ownProjectIds(
  trx: Transaction<Database>,
  ownerId: number,
  status: ProjectStatus,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('projects')
    .select('id')
    .where('owner_user_id', '=', ownerId)
    .where('status', '=', status)
    .execute()
  return rows.map((row) => row.id)
}
