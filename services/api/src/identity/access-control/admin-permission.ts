import type { AdminPermission } from '@iqs/protocol'
import { appError } from '../../platform/errors.js'
import type { RequestUser } from './request-user.js'

/** Whether this user is an admin holding this group. */
export function holdsAdminPermission(user: RequestUser, permission: AdminPermission): boolean {
  return user.role === 'Admin' && user.adminPermissions.has(permission)
}

/**
 * Refuses anyone but an admin holding this group: for the routes whose group depends on the record
 * (a member's review needs the group of the member's role), whose policy says `admin: 'byRecord'`.
 *
 * @example requireAdminPermission(requireUser(request), MEMBER_ADMIN_PERMISSION[member.role])
 */
export function requireAdminPermission(user: RequestUser, permission: AdminPermission): void {
  if (holdsAdminPermission(user, permission)) return
  throw appError(user.role === 'Admin' ? 'ADMIN_PERMISSION_MISSING' : 'ROLE_FORBIDDEN')
}
