import type { Generated } from 'kysely'
import type { MarketStatus } from '@iqs/engine'

/** Row types of the market configuration read models (migrations/0500_*.sql). */
export interface IqsMarketStateTable {
  instrument: string
  status: MarketStatus
  /** Price units (cents). */
  reference_price: number
  last_price: number | null
  /** EUR decimal strings. */
  fee_minimum_eur: string
  fee_percent: string
  updated_at: Date
}

export interface IqsMarketSettingsTable {
  /** Always 'company': one blackout period for both markets. */
  id: string
  blackout_start: Date | null
  blackout_end: Date | null
  /** Log position of the change that set or cleared the period (0 before any). */
  blackout_version: Generated<number>
  updated_at: Date
}
