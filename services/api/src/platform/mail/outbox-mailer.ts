import type { Kysely } from 'kysely'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import type { Mailer } from './mailer.js'

/** How many mails the outbox keeps: a development aid, not an archive, so it does not grow forever. */
export const OUTBOX_KEEPS = 1_000

/**
 * Keeps every mail in the `mail_outbox` table instead of sending it: the adapter while no SMTP
 * server is configured, so a newcomer running `npm start` reads on the admin's outbox page every
 * mail the platform would have sent (reset links included). Only the newest `keep` stay: each
 * send deletes what fell out of them.
 *
 * @example const mailer = createOutboxMailer(app.db, app.clock)
 */
export function createOutboxMailer(db: Kysely<Database>, clock: Clock, keep = OUTBOX_KEEPS): Mailer {
  return {
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          language: message.language,
          created_at: clock.date(),
        })
        .execute()
      const oldestKept = await db
        .selectFrom('mail_outbox')
        .select('id')
        .orderBy('id', 'desc')
        .offset(keep - 1)
        .limit(1)
        .executeTakeFirst()
      if (oldestKept) await db.deleteFrom('mail_outbox').where('id', '<', oldestKept.id).execute()
    },
  }
}
