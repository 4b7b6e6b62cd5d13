import type { SheetHistoryEntry, SheetProcess } from '@iqs/protocol'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { applicationProcess } from '../applications/application-process.js'
import { contractProcess } from '../contracts/contract-process.js'
import { projectProcess } from '../projects/project-process.js'
import { reviewProcess } from '../reviews/review-process.js'
import { personOf } from './project-person.js'

/**
 * Everything recorded on a project and on its records, oldest first (ties in the order written):
 * the project's transitions, and those of its applications, of their contracts and of the
 * contracts' reviews (network_transitions), each with who took it (null: the platform).
 */
export async function sheetHistory(db: Kysely<Database>, projectId: number): Promise<SheetHistoryEntry[]> {
  const ids = (query: RawBuilder<unknown>) => sql`t.entity_id in (${query})`
  const rows = await db
    .selectFrom('network_transitions as t')
    .leftJoin('users as u', 'u.id', 't.actor_user_id')
    .select([
      't.process',
      't.entity_id',
      't.transition',
      't.from_state',
      't.to_state',
      't.message',
      't.at',
      't.actor_user_id as user_id',
      'u.first_name',
      'u.last_name',
      'u.user_type',
      'u.deleted_at',
    ])
    .where(
      sql<boolean>`(t.process = ${projectProcess.name} and t.entity_id = ${String(projectId)})
        or (t.process = ${applicationProcess.name} and ${ids(
          sql`select a.id::text from network_applications a where a.project_id = ${projectId}`,
        )})
        or (t.process = ${contractProcess.name} and ${ids(
          sql`select c.id::text from network_contracts c where c.project_id = ${projectId}`,
        )})
        or (t.process = ${reviewProcess.name} and ${ids(
          sql`select r.id::text from network_reviews r
            join network_contracts c on c.id = r.contract_id where c.project_id = ${projectId}`,
        )})`,
    )
    .orderBy('t.at')
    .orderBy('t.id')
    .execute()
  return rows.map((row) => ({
    process: row.process as SheetProcess,
    entity_id: row.entity_id,
    transition: row.transition,
    from_state: row.from_state,
    to_state: row.to_state,
    actor: personOf(row),
    message: row.message,
    at: row.at.toISOString(),
  }))
}
