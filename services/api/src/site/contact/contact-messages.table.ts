import type { Generated, Insertable, Selectable } from 'kysely'

/** A message sent from the contact page, kept for the team to answer. */
export interface ContactMessagesTable {
  id: Generated<number>
  name: string
  email: string
  company: string | null
  subject: string
  message: string
  language: Generated<'en' | 'fr'>
  created_at: Generated<Date>
}

export type ContactMessageRow = Selectable<ContactMessagesTable>
export type NewContactMessageRow = Insertable<ContactMessagesTable>
