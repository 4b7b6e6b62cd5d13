import type { ColumnType } from 'kysely'

/** `network_shortlists` (migration 0850): an owner's consultant, with the owner's own note. */
export interface NetworkShortlistsTable {
  owner_user_id: number
  consultant_user_id: number
  note: string
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}
