import type { Generated } from 'kysely'

/** One read of the holders register (migrations/0730). */
export interface HoldersRegisterReadsTable {
  id: Generated<number>
  user_id: number
  role: string
  read_at: Date
  position: number
  format: 'json' | 'xlsx'
  contacts_masked: boolean
}
