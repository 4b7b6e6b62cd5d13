import type { ColumnType } from 'kysely'
import type { ProfileListSection } from '@iqs/protocol'

/**
 * `network_profile_entries` (migration 0791): one row per entry of a profile's list sections.
 * `content` is the section's write body as its protocol schema parsed it; written as JSON text,
 * read back parsed.
 */
export interface NetworkProfileEntriesTable {
  id: string
  user_id: number
  section: ProfileListSection
  position: number
  content: ColumnType<unknown, string, string>
  file_key: string | null
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}
