import type { AccountUser } from '@iqs/protocol'
import type { UserRow } from './users.table.js'

/** The user as the spec's login, register and Google answers carry it (§3). */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    email: row.email,
    user_type: row.user_type,
    last_name: row.last_name,
    first_name: row.first_name,
  }
}
