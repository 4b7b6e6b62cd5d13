import type { AdsTable } from './ads/ads.table.js'
import type { ContactMessagesTable } from './contact/contact-messages.table.js'
import type { NewsletterSubscriptionsTable } from './newsletter/newsletter-subscriptions.table.js'
import type { PublicFilesTable } from './public-files/public-files.table.js'
import type { PublicationsTable } from './publications/publications.table.js'
import type { SiteReferencesTable } from './references/references.table.js'

/** The public site's tables: its content, its files, and what visitors send. */
declare module '../platform/db/database.js' {
  interface Database {
    public_files: PublicFilesTable
    publications: PublicationsTable
    ads: AdsTable
    newsletter_subscriptions: NewsletterSubscriptionsTable
    contact_messages: ContactMessagesTable
    site_references: SiteReferencesTable
  }
}
