import type { Generated, Insertable, Selectable } from 'kysely'

/** An ad of the side column (spec §3 field names). */
export interface AdsTable {
  id: Generated<number>
  title: string
  description: string
  /** A `public_files` key, served under /api/storage/. */
  image_link: string
  /** A site path, a full URL or a `public_files` key. */
  add_link: string
  /** Lower first. */
  position: Generated<number>
  active: Generated<boolean>
  created_at: Generated<Date>
}

export type AdRow = Selectable<AdsTable>
export type NewAdRow = Insertable<AdsTable>
