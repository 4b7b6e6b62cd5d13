import type { AdminPermission } from '@iqs/protocol'
import { useQuery } from '@tanstack/react-query'
import { getMeQueryOptions } from './me-query.js'
import { useSession } from './use-session.js'

const NONE: ReadonlySet<AdminPermission> = new Set()

/**
 * The signed-in admin's groups (issue 18), from `GET /api/me`; none for any other role. `pending`
 * while they load, so an area neither flashes "not allowed" nor shows what the api will refuse.
 */
export function useAdminPermissions(): { permissions: ReadonlySet<AdminPermission>; pending: boolean } {
  const { role } = useSession()
  const isAdmin = role === 'Admin'
  const me = useQuery({ ...getMeQueryOptions(), enabled: isAdmin })
  const permissions = me.data?.admin_permissions
  return {
    permissions: isAdmin && permissions ? new Set(permissions) : NONE,
    pending: isAdmin && me.isPending,
  }
}
