import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NewNewsletterSubscriptionRow } from './newsletter-subscriptions.table.js'

/**
 * Subscribes an address once: a second subscription is not an error (the
 * visitor wants the newsletter, and has it), it just adds nothing.
 *
 * @returns whether the address was new.
 */
export async function subscribe(db: Kysely<Database>, row: NewNewsletterSubscriptionRow): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscriptions')
    .values({ ...row, email: row.email.trim().toLowerCase() })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst()
  return inserted !== undefined
}
