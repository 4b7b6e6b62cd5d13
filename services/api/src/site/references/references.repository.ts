import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { SiteReferenceRow } from './references.table.js'

/** The references the clients page shows: the visible ones, in their order. */
export function listVisibleReferences(db: Kysely<Database>): Promise<SiteReferenceRow[]> {
  return db
    .selectFrom('site_references')
    .selectAll()
    .where('visible', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute()
}
