import type { ColumnType } from 'kysely'

/** `network_profiles`: a member's headline and photo (migration 0790); list sections elsewhere. */
export interface NetworkProfilesTable {
  user_id: number
  title: string | null
  summary: string | null
  avatar_key: string | null
  thumbnail_key: string | null
  updated_at: ColumnType<Date, Date | undefined, Date>
}
