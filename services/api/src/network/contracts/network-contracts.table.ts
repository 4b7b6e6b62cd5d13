import type { ColumnType, Selectable } from 'kysely'

/** A contract's states (migration 0830); the process is `contract-process.ts`. */
export type ContractState = 'draft' | 'signed' | 'active' | 'completed' | 'terminated' | 'lapsed'

/**
 * `network_contracts` (migration 0830): the contract an accepted application became. Its state moves
 * only through the contract process.
 */
export interface NetworkContractsTable {
  id: string
  application_id: string
  project_id: number
  consultant_user_id: number
  owner_user_id: number
  /** EUR, read back as decimal strings. */
  day_rate: string
  base_fee: string | null
  success_fee: string | null
  bonus_percent: number | null
  malus_percent: number | null
  kpis: ColumnType<Array<{ name: string; target: string }>, string, string>
  /** Calendar dates: read them as text (`starts_on::text`), the pg driver would shift a Date. */
  starts_on: ColumnType<Date | string, string, string>
  ends_on: ColumnType<Date | string, string, string>
  consultant_signed_at: Date | null
  owner_signed_at: Date | null
  kpi_results: ColumnType<
    Array<{ name: string; target: string; measured: string; achievement_percent: number }> | null,
    string | null,
    string | null
  >
  success_multiple: string | null
  success_fee_due: string | null
  completed_at: Date | null
  state: ContractState
  created_at: ColumnType<Date, Date, never>
  updated_at: Date
}

export type NetworkContractRow = Selectable<NetworkContractsTable>
