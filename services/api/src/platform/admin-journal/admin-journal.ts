import type { AdminActionEntry, AdminPermission } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'

/** One admin action to record: who, under which group, on what, and what changed. */
export interface AdminAction {
  adminUserId: number
  permission: AdminPermission
  recordType: string
  recordId: string | number
  action: string
  changes?: Record<string, unknown>
  at: Date
}

/**
 * Records an admin's action on a record, in the caller's transaction when it passes one, so the
 * change and its record commit together.
 *
 * @example await recordAdminAction(trx, { adminUserId, permission: 'web_site', recordType: 'ad',
 *   recordId: ad.id, action: 'update', changes: { title: { from, to } }, at: app.clock.date() })
 */
export async function recordAdminAction(db: Kysely<Database>, action: AdminAction): Promise<void> {
  await db
    .insertInto('admin_actions')
    .values({
      admin_user_id: action.adminUserId,
      permission: action.permission,
      record_type: action.recordType,
      record_id: String(action.recordId),
      action: action.action,
      changes: JSON.stringify(action.changes ?? {}),
      at: action.at,
    })
    .execute()
}

/** A record's admin history, newest first, with each admin's name. */
export async function adminActionsOn(
  db: Kysely<Database>,
  recordType: string,
  recordId: string | number,
): Promise<AdminActionEntry[]> {
  const rows = await db
    .selectFrom('admin_actions as a')
    .leftJoin('users as u', 'u.id', 'a.admin_user_id')
    .select(['a.id', 'a.action', 'a.at', 'a.changes', 'a.admin_user_id', 'u.first_name', 'u.last_name'])
    .where('a.record_type', '=', recordType)
    .where('a.record_id', '=', String(recordId))
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    admin:
      row.admin_user_id === null
        ? null
        : { user_id: row.admin_user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
    changes: row.changes,
  }))
}
