import type { UserType } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** One of a member's conversations with its latest message and what they have not read. */
export interface ConversationRow {
  application_id: string
  consultant_user_id: number
  project_id: number
  project_title: string | null
  owner_user_id: number | null
  owner_role: UserType | null
  consultant_first_name: string
  consultant_last_name: string
  owner_first_name: string | null
  owner_last_name: string | null
  last_body: string
  last_at: Date
  last_sender_user_id: number
  unread: number
}

/**
 * A member's conversations (those they are a reader of: a party, once a message was sent), the
 * latest message first, one page of them, and how many there are.
 */
export async function listConversations(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const mine = db
    .selectFrom('network_conversation_reads as r')
    .where('r.user_id', '=', userId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('network_messages as x')
          .select('x.id')
          .whereRef('x.application_id', '=', 'r.application_id'),
      ),
    )
  const [count, rows] = await Promise.all([
    mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    mine
      .innerJoin('network_applications as a', 'a.id', 'r.application_id')
      .innerJoin('projects as p', 'p.id', 'a.project_id')
      .innerJoin('users as c', 'c.id', 'a.consultant_user_id')
      .leftJoin('users as o', 'o.id', 'p.owner_user_id')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('network_messages as m')
            .select(['m.body', 'm.created_at', 'm.sender_user_id', 'm.seq'])
            .whereRef('m.application_id', '=', 'r.application_id')
            .orderBy('m.seq', 'desc')
            .limit(1)
            .as('last'),
        (join) => join.onTrue(),
      )
      .select([
        'r.application_id',
        'a.consultant_user_id',
        'p.id as project_id',
        'p.title as project_title',
        'p.owner_user_id',
        'o.user_type as owner_role',
        'c.first_name as consultant_first_name',
        'c.last_name as consultant_last_name',
        'o.first_name as owner_first_name',
        'o.last_name as owner_last_name',
        'last.body as last_body',
        'last.created_at as last_at',
        'last.sender_user_id as last_sender_user_id',
      ])
      .select(
        sql<number>`(select count(*) from network_messages u
          where u.application_id = r.application_id and u.sender_user_id <> r.user_id
          and u.seq > r.last_read_seq)`.as('unread'),
      )
      .orderBy('last.seq', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ])
  return {
    rows: rows.map((row) => ({ ...row, unread: Number(row.unread) }) as ConversationRow),
    total: Number(count.n),
  }
}
