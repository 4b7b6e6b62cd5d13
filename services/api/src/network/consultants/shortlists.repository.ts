import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { CARD_COLUMNS, shownConsultants, type CardRow } from './shown-consultants.js'

/** My word on a consultant, or undefined when they are not on my shortlist. */
export function findShortlistEntry(db: Kysely<Database>, ownerId: number, consultantId: number) {
  return db
    .selectFrom('network_shortlists')
    .select(['note', 'created_at', 'updated_at'])
    .where('owner_user_id', '=', ownerId)
    .where('consultant_user_id', '=', consultantId)
    .executeTakeFirst()
}

/** Puts a consultant on my shortlist, or rewrites the note when they already are (one row per pair). */
export async function saveShortlistEntry(
  db: Kysely<Database>,
  entry: { ownerId: number; consultantId: number; note: string; at: Date },
): Promise<void> {
  await db
    .insertInto('network_shortlists')
    .values({
      owner_user_id: entry.ownerId,
      consultant_user_id: entry.consultantId,
      note: entry.note,
      created_at: entry.at,
      updated_at: entry.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['owner_user_id', 'consultant_user_id'])
        .doUpdateSet({ note: entry.note, updated_at: entry.at }),
    )
    .execute()
}

/** Takes a consultant off my shortlist; false when they were not on it. */
export async function deleteShortlistEntry(db: Kysely<Database>, ownerId: number, consultantId: number) {
  const result = await db
    .deleteFrom('network_shortlists')
    .where('owner_user_id', '=', ownerId)
    .where('consultant_user_id', '=', consultantId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/**
 * My shortlist, the latest added first, with each consultant's card row. A consultant who is no
 * longer shown (erased, or no longer approved) drops out of it: the row stays, the card does not.
 */
export async function listShortlist(
  db: Kysely<Database>,
  ownerId: number,
): Promise<Array<CardRow & { note: string; added_at: Date; note_updated_at: Date }>> {
  const rows = await shownConsultants(db)
    .innerJoin('network_shortlists as s', 's.consultant_user_id', 'u.id')
    .select(CARD_COLUMNS)
    .select(['s.note', 's.created_at as added_at', 's.updated_at as note_updated_at'])
    .where('s.owner_user_id', '=', ownerId)
    .orderBy('s.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .execute()
  return rows as Array<CardRow & { note: string; added_at: Date; note_updated_at: Date }>
}
