import { ADMIN_PERMISSIONS, type AdminAccount, type AdminPermission } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** Every live admin account with its groups, by name. */
export async function listAdminAccounts(db: Kysely<Database>): Promise<AdminAccount[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('user_type', '=', 'Admin')
    .where('deleted_at', 'is', null)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute()
  const grants = await db.selectFrom('admin_permissions').select(['user_id', 'permission']).execute()
  return users.map((user) =>
    toAccount(
      user,
      grants.filter((g) => g.user_id === user.id).map((g) => g.permission),
    ),
  )
}

/** One live admin account with its groups, or undefined for any other account. */
export async function findAdminAccount(
  db: Kysely<Database>,
  userId: number,
): Promise<AdminAccount | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .where('user_type', '=', 'Admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (!user) return undefined
  const grants = await db
    .selectFrom('admin_permissions')
    .select('permission')
    .where('user_id', '=', userId)
    .execute()
  return toAccount(
    user,
    grants.map((g) => g.permission),
  )
}

/** How many live admins other than this one hold this group. */
export async function otherHoldersOf(
  db: Kysely<Database>,
  permission: AdminPermission,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('admin_permissions as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('p.permission', '=', permission)
    .where('p.user_id', '<>', userId)
    .where('u.user_type', '=', 'Admin')
    .where('u.deleted_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Replaces an admin's groups with these. */
export async function replaceAdminPermissions(
  db: Kysely<Database>,
  change: { userId: number; permissions: readonly AdminPermission[]; grantedBy: number; at: Date },
): Promise<void> {
  await db.deleteFrom('admin_permissions').where('user_id', '=', change.userId).execute()
  if (change.permissions.length === 0) return
  await db
    .insertInto('admin_permissions')
    .values(
      change.permissions.map((permission) => ({
        user_id: change.userId,
        permission,
        granted_by: change.grantedBy,
        granted_at: change.at,
      })),
    )
    .execute()
}

function toAccount(
  user: { id: number; email: string; first_name: string; last_name: string },
  held: readonly AdminPermission[],
): AdminAccount {
  return {
    user_id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    permissions: ADMIN_PERMISSIONS.filter((permission) => held.includes(permission)),
  }
}
