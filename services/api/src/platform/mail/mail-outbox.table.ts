import type { Generated } from 'kysely'

/** A mail the platform would have sent, kept while no SMTP server is configured (migrations/0800_mail_outbox.sql). */
export interface MailOutboxTable {
  id: Generated<number>
  to: string
  subject: string
  text: string
  html: string
  language: 'en' | 'fr'
  created_at: Date
}
