import type { Generated, JSONColumnType } from 'kysely'

/** What each admin did, on which record (migration 0870). */
export interface AdminActionsTable {
  id: Generated<number>
  admin_user_id: number | null
  /** The admin group the action was taken under. */
  permission: string
  /** 'member', 'project', 'publication', 'ad', 'reference', 'admin'... */
  record_type: string
  record_id: string
  /** A verb in snake case: 'approve', 'reject', 'suspend', 'publish', 'update'... */
  action: string
  /** The fields before and after (`{ title: { from, to } }`), or what the action carried (a reason). */
  changes: JSONColumnType<Record<string, unknown>, string, string>
  at: Generated<Date>
}
