import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NewContactMessageRow } from './contact-messages.table.js'

/** Stores a contact message; returns its id and when it was received. */
export function saveContactMessage(
  db: Kysely<Database>,
  message: NewContactMessageRow,
): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('contact_messages')
    .values(message)
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow()
}
