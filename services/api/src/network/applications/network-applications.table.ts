import type { ApplicationState } from '@iqs/protocol'
import type { ColumnType, Selectable } from 'kysely'

/**
 * `network_applications` (migration 0820): a consultant's application to a project. Its state moves
 * only through the application process (application-process.ts).
 */
export interface NetworkApplicationsTable {
  /** Made by the api before the insert: the CV copy's key names it. */
  id: string
  project_id: number
  consultant_user_id: number
  cover_message: string
  /** EUR a day, numeric(12, 2): read back as a decimal string. */
  day_rate: string
  /** A calendar date: read it as text (`available_from::text`), the pg driver would shift a Date. */
  available_from: ColumnType<Date | string, string, string>
  cv_key: string | null
  cv_file_name: string | null
  cv_mime_type: string | null
  cv_size: number | null
  state: ApplicationState
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

export type NetworkApplicationRow = Selectable<NetworkApplicationsTable>
