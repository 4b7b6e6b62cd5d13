import type { NotificationKind, NotificationParams } from '@iqs/protocol'
import type { ColumnType, Generated, Selectable } from 'kysely'

/**
 * `network_notifications` (migration 0820): what happened to a member, for the in-app list and the
 * e-mail. `mailed_at` null: the mail dispatcher has not sent it yet (notification-mails.ts).
 */
export interface NetworkNotificationsTable {
  id: Generated<number>
  recipient_user_id: number
  kind: NotificationKind
  /** Written as JSON text, read back parsed. */
  params: ColumnType<NotificationParams, string, string>
  link: string
  read_at: Date | null
  mailed_at: Date | null
  created_at: ColumnType<Date, Date, never>
}

export type NetworkNotificationRow = Selectable<NetworkNotificationsTable>
