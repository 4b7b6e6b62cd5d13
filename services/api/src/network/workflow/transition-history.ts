import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { Process } from './process.js'
import type { NetworkTransitionRow } from './network-transitions.table.js'

/** Every recorded transition of one entity, oldest first. */
export function transitionHistory(
  db: Kysely<Database>,
  process: Process,
  entityId: number | string,
): Promise<NetworkTransitionRow[]> {
  return db
    .selectFrom('network_transitions')
    .selectAll()
    .where('process', '=', process.name)
    .where('entity_id', '=', String(entityId))
    .orderBy('at')
    .orderBy('id')
    .execute()
}
