import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/** A client reference of the public clients page (issue 18, migration 0880). */
export interface SiteReferencesTable {
  id: Generated<number>
  client_name: string
  /** The client's logo, a key of `public_files`. */
  logo_key: string | null
  /** A code of the public taxonomy's sectors (checked by the api's schema). */
  sector: string | null
  quote_en: string | null
  quote_fr: string | null
  /** What the project was, in a few lines. */
  summary_en: string | null
  summary_fr: string | null
  /** Lower first. */
  position: Generated<number>
  /** On the clients page. */
  visible: Generated<boolean>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export type SiteReferenceRow = Selectable<SiteReferencesTable>
export type NewSiteReferenceRow = Insertable<SiteReferencesTable>
export type SiteReferenceUpdate = Updateable<SiteReferencesTable>
