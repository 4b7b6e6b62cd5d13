import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NetworkMessageAttachmentRow } from './network-conversations.table.js'

/** A message with what its readers see of the sender, and its files. */
export interface MessageView {
  id: string
  seq: number
  sender_user_id: number
  body: string
  created_at: Date
  first_name: string
  last_name: string
  sender_deleted_at: Date | null
  attachments: NetworkMessageAttachmentRow[]
}

/**
 * One page of a thread, the newest first (older than `before` when given), given back oldest
 * first, with whether older ones exist.
 */
export async function messagePage(
  db: Kysely<Database>,
  applicationId: string,
  before: number | undefined,
  size: number,
): Promise<{ items: MessageView[]; hasMore: boolean }> {
  let query = db
    .selectFrom('network_messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_user_id')
    .select([
      'm.id',
      'm.seq',
      'm.sender_user_id',
      'm.body',
      'm.created_at',
      'u.first_name',
      'u.last_name',
      'u.deleted_at as sender_deleted_at',
    ])
    .where('m.application_id', '=', applicationId)
  if (before !== undefined) query = query.where('m.seq', '<', before)
  const rows = await query
    .orderBy('m.seq', 'desc')
    .limit(size + 1)
    .execute()
  const page = rows.slice(0, size).reverse()
  const files =
    page.length === 0
      ? []
      : await db
          .selectFrom('network_message_attachments')
          .selectAll()
          .where(
            'message_id',
            'in',
            page.map((m) => m.id),
          )
          .orderBy('n')
          .execute()
  return {
    items: page.map((m) => ({ ...m, attachments: files.filter((f) => f.message_id === m.id) })),
    hasMore: rows.length > size,
  }
}

/** One attachment of a message of this conversation, or undefined. */
export function findAttachment(
  db: Kysely<Database>,
  applicationId: string,
  messageId: string,
  n: number,
): Promise<NetworkMessageAttachmentRow | undefined> {
  return db
    .selectFrom('network_message_attachments as f')
    .innerJoin('network_messages as m', 'm.id', 'f.message_id')
    .selectAll('f')
    .where('m.application_id', '=', applicationId)
    .where('f.message_id', '=', messageId)
    .where('f.n', '=', n)
    .executeTakeFirst()
}

/**
 * Makes both parties readers of a conversation (their read marker at 0), so the unread counts
 * and the away mails find them; the ones already there keep their marker.
 */
export async function ensureReaders(
  trx: Transaction<Database>,
  applicationId: string,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return
  await trx
    .insertInto('network_conversation_reads')
    .values(userIds.map((user_id) => ({ application_id: applicationId, user_id })))
    .onConflict((oc) => oc.columns(['application_id', 'user_id']).doNothing())
    .execute()
}

/** The other side's messages in this conversation that `userId` has not read. */
export async function unreadIn(db: Kysely<Database>, applicationId: string, userId: number): Promise<number> {
  const row = await db
    .selectFrom('network_messages as m')
    .leftJoin('network_conversation_reads as r', (join) =>
      join.onRef('r.application_id', '=', 'm.application_id').on('r.user_id', '=', userId),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('m.application_id', '=', applicationId)
    .where('m.sender_user_id', '<>', userId)
    .where(sql<boolean>`m.seq > coalesce(r.last_read_seq, 0)`)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Marks every message of the conversation sent until now read by `userId`, and re-arms the away
 * mail (one per conversation until they read again).
 */
export async function markConversationRead(
  db: Kysely<Database>,
  applicationId: string,
  userId: number,
): Promise<void> {
  const last = await db
    .selectFrom('network_messages')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('application_id', '=', applicationId)
    .executeTakeFirst()
  const seq = Number(last?.seq ?? 0)
  await db
    .insertInto('network_conversation_reads')
    .values({ application_id: applicationId, user_id: userId, last_read_seq: seq, away_mailed: false })
    .onConflict((oc) =>
      oc.columns(['application_id', 'user_id']).doUpdateSet({
        // Never back: a slower request must not unread what a faster one read.
        last_read_seq: sql<number>`greatest(network_conversation_reads.last_read_seq, excluded.last_read_seq)`,
        away_mailed: false,
      }),
    )
    .execute()
}

/** Every message of the other sides that `userId` has not read, in all their conversations. */
export async function totalUnread(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('network_conversation_reads as r')
    .innerJoin('network_messages as m', 'm.application_id', 'r.application_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('r.user_id', '=', userId)
    .where('m.sender_user_id', '<>', userId)
    .whereRef('m.seq', '>', 'r.last_read_seq')
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
