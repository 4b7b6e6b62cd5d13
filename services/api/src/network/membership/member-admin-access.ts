import { MEMBER_ADMIN_PERMISSION } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import { requireAdminPermission } from '../../identity/access-control/admin-permission.js'
import type { RequestUser } from '../../identity/access-control/request-user.js'
import type { Database } from '../../platform/db/database.js'
import { appError } from '../../platform/errors.js'

/** A member's role as the member admin areas know it, or undefined for any other account. */
export async function memberRoleOf(
  db: Kysely<Database>,
  userId: number,
): Promise<keyof typeof MEMBER_ADMIN_PERMISSION | undefined> {
  const row = await db
    .selectFrom('users')
    .select('user_type')
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  const role = row?.user_type
  return role && role in MEMBER_ADMIN_PERMISSION ? (role as keyof typeof MEMBER_ADMIN_PERMISSION) : undefined
}

/**
 * Refuses an admin without the group of this member's role (a consultant needs `consultants`):
 * 404 MEMBER_NOT_FOUND for an account that is no member, 403 ADMIN_PERMISSION_MISSING otherwise.
 */
export async function requireMemberAdmin(
  db: Kysely<Database>,
  admin: RequestUser,
  userId: number,
): Promise<void> {
  const role = await memberRoleOf(db, userId)
  if (!role) throw appError('MEMBER_NOT_FOUND')
  requireAdminPermission(admin, MEMBER_ADMIN_PERMISSION[role])
}
