import type { Kysely } from 'kysely'
import type { Database } from '../../../platform/db/database.js'
import { appError } from '../../../platform/errors.js'
import { personName } from './lead-dto.js'

/** Who may represent IQS to a lead's client: the admin accounts that are not erased. */
function liveAdmins(db: Kysely<Database>) {
  return db.selectFrom('users').where('user_type', '=', 'Admin').where('deleted_at', 'is', null)
}

/** The representatives an admin can pick, by name. */
export async function listRepresentatives(
  db: Kysely<Database>,
): Promise<{ user_id: number; name: string; email: string }[]> {
  const rows = await liveAdmins(db).select(['id', 'first_name', 'last_name', 'email']).execute()
  return rows
    .map((row) => ({
      user_id: row.id,
      name: personName(row.first_name, row.last_name, row.email),
      email: row.email,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id)
}

/** 422 REPRESENTATIVE_INVALID unless `userId` is a live admin account. */
export async function assertRepresentative(db: Kysely<Database>, userId: number): Promise<void> {
  const admin = await liveAdmins(db).select('id').where('id', '=', userId).executeTakeFirst()
  if (!admin) throw appError('REPRESENTATIVE_INVALID', undefined, { representative_user_id: userId })
}
