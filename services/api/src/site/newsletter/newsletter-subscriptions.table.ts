import type { Generated, Insertable, Selectable } from 'kysely'

/** One address subscribed from the footer's newsletter box; stored trimmed and lower-cased. */
export interface NewsletterSubscriptionsTable {
  id: Generated<number>
  email: string
  language: Generated<'en' | 'fr'>
  created_at: Generated<Date>
}

export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>
export type NewNewsletterSubscriptionRow = Insertable<NewsletterSubscriptionsTable>
