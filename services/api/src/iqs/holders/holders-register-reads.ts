import type { Kysely } from 'kysely'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import type { Database } from '../../platform/db/database.js'

/** What one read of the holders register showed, and to whom. */
export interface RegisterRead {
  reader: RequestUser
  at: Date
  position: number
  format: 'json' | 'xlsx'
  contactsMasked: boolean
}

/**
 * Records a read of the holders register (migrations/0730), before the register is sent: a read
 * that cannot be recorded is not served.
 *
 * @example await recordRegisterRead(app.db, { reader: user, at, position, format: 'xlsx', contactsMasked })
 */
export async function recordRegisterRead(db: Kysely<Database>, read: RegisterRead): Promise<void> {
  await db
    .insertInto('holders_register_reads')
    .values({
      user_id: read.reader.id,
      role: read.reader.role,
      read_at: read.at,
      position: read.position,
      format: read.format,
      contacts_masked: read.contactsMasked,
    })
    .execute()
}

/** The latest reads, newest first, with the reader's e-mail. */
export async function latestRegisterReads(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('holders_register_reads as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.user_id',
      'u.email',
      'r.role',
      'r.read_at',
      'r.position',
      'r.format',
      'r.contacts_masked',
    ])
    .orderBy('r.read_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute()
}
