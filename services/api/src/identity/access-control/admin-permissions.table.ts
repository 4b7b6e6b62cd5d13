import type { AdminPermission } from '@iqs/protocol'
import type { Generated } from 'kysely'

/** The admin groups an admin account holds (migration 0870). */
export interface AdminPermissionsTable {
  user_id: number
  permission: AdminPermission
  granted_by: number | null
  granted_at: Generated<Date>
}
