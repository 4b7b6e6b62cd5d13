import type { ColumnType } from 'kysely'

/** `network_invitations` (migration 0850): an owner asked a consultant to apply to a project, once. */
export interface NetworkInvitationsTable {
  project_id: number
  consultant_user_id: number
  owner_user_id: number
  message: string
  created_at: ColumnType<Date, Date, never>
}
