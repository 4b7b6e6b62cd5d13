import type { Generated, Insertable, Selectable } from 'kysely'

/** A publication (spec §3): title, content, date, a downloadable file; any may be missing. */
export interface PublicationsTable {
  id: Generated<number>
  title: string | null
  content: string | null
  published_at: Date | null
  /** The download, a key of `public_files`. */
  file_key: string | null
  created_at: Generated<Date>
}

export type PublicationRow = Selectable<PublicationsTable>
export type NewPublicationRow = Insertable<PublicationsTable>
