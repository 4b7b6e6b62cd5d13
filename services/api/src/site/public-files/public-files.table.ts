import type { Generated, Insertable, Selectable } from 'kysely'

/** Small public files (ad images, publication downloads, CVs) served under /api/storage/{key}. */
export interface PublicFilesTable {
  key: string
  file_name: string
  content_type: string
  /** `Buffer` from `pg`, `Uint8Array` from PGlite. */
  data: Uint8Array
  created_at: Generated<Date>
}

export type PublicFileRow = Selectable<PublicFilesTable>
export type NewPublicFileRow = Insertable<PublicFilesTable>
