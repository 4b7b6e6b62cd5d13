import type { MailOutboxEntry, MailOutboxMail, Page } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'

/**
 * One page of the outbox, newest first (ties by id, so a page never repeats or skips a mail).
 *
 * @example await listOutboxMails(app.db, { page: 1, pageSize: 20 })
 */
export async function listOutboxMails(
  db: Kysely<Database>,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<Page<MailOutboxEntry>> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('mail_outbox')
      .select(['id', 'to', 'subject', 'language', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  const total = Number(count.n)
  return {
    items: rows.map((row) => ({ ...row, id: Number(row.id), created_at: row.created_at.toISOString() })),
    total,
    page,
    page_size: pageSize,
    page_count: Math.ceil(total / pageSize),
  }
}

/** One mail with its bodies, or undefined. */
export async function findOutboxMail(db: Kysely<Database>, id: number): Promise<MailOutboxMail | undefined> {
  const row = await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()
  return row && { ...row, id: Number(row.id), created_at: row.created_at.toISOString() }
}
