import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * A publication (spec §3): title, content, date, a downloadable file; any may be missing. `title`
 * and `content` are the English text, `title_fr` and `content_fr` the French (issue 18); only a
 * `published` one is on the public site.
 */
export interface PublicationsTable {
  id: Generated<number>
  title: string | null
  content: string | null
  title_fr: Generated<string | null>
  content_fr: Generated<string | null>
  /** The date the site shows (the admin's "date"), noon UTC of that day. */
  published_at: Date | null
  /** The download, a key of `public_files`. */
  file_key: string | null
  /** The cover image, a key of `public_files`. */
  cover_key: Generated<string | null>
  /** On the public list, page and search; an admin prepares one before publishing it. */
  published: Generated<boolean>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export type PublicationRow = Selectable<PublicationsTable>
export type NewPublicationRow = Insertable<PublicationsTable>
export type PublicationUpdate = Updateable<PublicationsTable>
