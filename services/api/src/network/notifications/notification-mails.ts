import type { NotificationKind } from '@iqs/protocol'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { MailLanguage, Mailer, MailMessage } from '../../platform/mail/mailer.js'
import type { NetworkNotificationRow } from './network-notifications.table.js'

/** Who a mail goes to. */
export interface MailRecipient {
  email: string
  language: MailLanguage
}

/** Writes the mail of a notification in the recipient's language; `link` is the page's whole address. */
export type NotificationMail = (
  notification: NetworkNotificationRow,
  recipient: MailRecipient,
  link: string,
) => MailMessage

/** At most this many mails per dispatch; the next one takes the rest. */
const DISPATCH_BATCH = 100

export interface MailDispatch {
  db: Kysely<Database>
  mailer: Mailer
  now: () => Date
  appOrigin: string
  mails: ReadonlyMap<NotificationKind, NotificationMail>
  log: FastifyBaseLogger
}

/**
 * Sends the mails of the notifications not mailed yet, oldest first (an outbox: the transitions
 * wrote the rows, this sends them after the commit, so a slow or failing mail server neither holds a
 * row lock nor refuses a transition). Each row is claimed (`mailed_at` set where it was null) before
 * its mail goes, so two dispatches never send one twice; a failed send gives the claim back for the
 * next dispatch. An erased recipient, or a kind without a mail, is only marked. How many were sent.
 */
export async function dispatchNotificationMails(dispatch: MailDispatch): Promise<number> {
  const { db } = dispatch
  const pending = await db
    .selectFrom('network_notifications as n')
    .innerJoin('users as u', 'u.id', 'n.recipient_user_id')
    .selectAll('n')
    .select(['u.email', 'u.language', 'u.deleted_at'])
    .where('n.mailed_at', 'is', null)
    .orderBy('n.id')
    .limit(DISPATCH_BATCH)
    .execute()
  let sent = 0
  for (const row of pending) {
    const claimed = await db
      .updateTable('network_notifications')
      .set({ mailed_at: dispatch.now() })
      .where('id', '=', row.id)
      .where('mailed_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    const write = dispatch.mails.get(row.kind)
    if (!claimed || row.deleted_at !== null || !write) continue
    try {
      const link = `${dispatch.appOrigin}${row.link}`
      await dispatch.mailer.send(write(row, { email: row.email, language: row.language }, link))
      sent++
    } catch (error) {
      dispatch.log.warn({ err: error, notification: row.id }, 'a notification mail failed; retried later')
      await db
        .updateTable('network_notifications')
        .set({ mailed_at: null })
        .where('id', '=', row.id)
        .execute()
    }
  }
  return sent
}
