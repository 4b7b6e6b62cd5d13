import type { Kysely } from 'kysely'
import type { Clock } from '../clock.js'
import type { Database } from '../db/database.js'
import type { Mailer } from './mailer.js'

/**
 * Keeps every mail in the `mail_outbox` table instead of sending it: the adapter while no SMTP
 * server is configured, so a newcomer running `npm start` reads on the admin's outbox page every
 * mail the platform would have sent (reset links included).
 *
 * @example const mailer = createOutboxMailer(app.db, app.clock)
 */
export function createOutboxMailer(db: Kysely<Database>, clock: Clock): Mailer {
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
    },
  }
}
