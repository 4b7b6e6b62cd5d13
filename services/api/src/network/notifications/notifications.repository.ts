import type { NotificationKind, NotificationParams, Page } from '@iqs/protocol'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NetworkNotificationRow } from './network-notifications.table.js'

/** One notification to write: to whom, what, with which values, leading where. */
export interface NewNotification {
  recipientUserId: number
  kind: NotificationKind
  params: NotificationParams
  link: string
}

/**
 * Writes notifications in the caller's transaction (a workflow effect's), so they exist exactly when
 * the change they tell of does. Their mails go later (notification-mails.ts).
 */
export async function insertNotifications(
  trx: Transaction<Database>,
  notifications: readonly NewNotification[],
  at: Date,
): Promise<void> {
  if (notifications.length === 0) return
  await trx
    .insertInto('network_notifications')
    .values(
      notifications.map((n) => ({
        recipient_user_id: n.recipientUserId,
        kind: n.kind,
        params: JSON.stringify(n.params),
        link: n.link,
        read_at: null,
        mailed_at: null,
        created_at: at,
      })),
    )
    .execute()
}

/** One page of a member's notifications, newest first, with how many of all are unread. */
export async function listNotifications(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<Page<NetworkNotificationRow> & { unread: number }> {
  const mine = db.selectFrom('network_notifications').where('recipient_user_id', '=', userId)
  const [counts, items] = await Promise.all([
    mine
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread'),
      ])
      .executeTakeFirstOrThrow(),
    mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ])
  const total = Number(counts.total)
  return {
    items,
    total,
    page,
    page_size: pageSize,
    page_count: Math.ceil(total / pageSize),
    unread: Number(counts.unread),
  }
}

/** Marks some (`ids`, mine only) or all of a member's unread notifications read. */
export async function markRead(
  db: Kysely<Database>,
  userId: number,
  ids: readonly number[] | 'all',
  at: Date,
): Promise<void> {
  let update = db
    .updateTable('network_notifications')
    .set({ read_at: at })
    .where('recipient_user_id', '=', userId)
    .where('read_at', 'is', null)
  if (ids !== 'all') update = update.where('id', 'in', ids)
  await update.execute()
}
