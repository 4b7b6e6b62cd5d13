import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * An ad of the side column (spec §3 field names). `title` and `description` are the English text,
 * `title_fr` and `description_fr` the French (issue 18).
 */
export interface AdsTable {
  id: Generated<number>
  title: string
  description: string
  title_fr: Generated<string | null>
  description_fr: Generated<string | null>
  /** A `public_files` key, served under /api/storage/; none until the admin uploads an image. */
  image_link: string | null
  /** A site path, a full URL or a `public_files` key. */
  add_link: string
  /** Lower first. */
  position: Generated<number>
  active: Generated<boolean>
  /** The UTC days it runs, both included; null is open-ended. Read as text (`::text`): pg would shift a Date. */
  active_from: ColumnType<Date | string | null, string | null | undefined, string | null>
  active_until: ColumnType<Date | string | null, string | null | undefined, string | null>
  created_at: Generated<Date>
  updated_at: Generated<Date>
}

export type AdRow = Selectable<AdsTable>
export type NewAdRow = Insertable<AdsTable>
export type AdUpdate = Updateable<AdsTable>
