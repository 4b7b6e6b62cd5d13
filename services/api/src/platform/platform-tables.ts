import type { AdminActionsTable } from './admin-journal/admin-actions.table.js'
import type { MailOutboxTable } from './mail/mail-outbox.table.js'

/**
 * Platform's own tables: the mail outbox, which the mail port writes while no SMTP server is set,
 * and the admins' journal, which every admin area writes.
 */
declare module './db/database.js' {
  interface Database {
    mail_outbox: MailOutboxTable
    admin_actions: AdminActionsTable
  }
}
