import type { MailOutboxTable } from './mail/mail-outbox.table.js'

/** Platform's own tables: the mail outbox, which the mail port writes while no SMTP server is set. */
declare module './db/database.js' {
  interface Database {
    mail_outbox: MailOutboxTable
  }
}
