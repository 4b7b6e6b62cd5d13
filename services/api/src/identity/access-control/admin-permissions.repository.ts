import { ADMIN_PERMISSIONS, type AdminPermission } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** What a non-admin holds. */
export const NO_ADMIN_PERMISSIONS: ReadonlySet<AdminPermission> = new Set()

/** The admin groups this account holds, in ADMIN_PERMISSIONS' order. */
export async function adminPermissionsOf(
  db: Kysely<Database>,
  userId: number,
): Promise<ReadonlySet<AdminPermission>> {
  const rows = await db
    .selectFrom('admin_permissions')
    .select('permission')
    .where('user_id', '=', userId)
    .execute()
  const held = new Set(rows.map((row) => row.permission))
  return new Set(ADMIN_PERMISSIONS.filter((permission) => held.has(permission)))
}
