import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { AdRow } from './ads.table.js'

/** The ads to show, in their display order. */
export function listActiveAds(db: Kysely<Database>): Promise<AdRow[]> {
  return db
    .selectFrom('ads')
    .selectAll()
    .where('active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute()
}
