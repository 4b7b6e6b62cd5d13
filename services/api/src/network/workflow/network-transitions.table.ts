import type { ColumnType, Generated, Selectable } from 'kysely'

/**
 * `network_transitions` (migration 0810): every transition of every network process, with who took
 * it (null: the system) and when (the api's clock). Rows are only ever inserted.
 */
export interface NetworkTransitionsTable {
  id: Generated<number>
  process: string
  /** The entity's id as text (bigint and uuid ids alike). */
  entity_id: string
  transition: string
  from_state: string
  to_state: string
  actor_user_id: number | null
  message: string | null
  at: ColumnType<Date, Date, never>
}

export type NetworkTransitionRow = Selectable<NetworkTransitionsTable>
