import type { Generated } from 'kysely'
import type { ChainIntent, ChainIntentKind } from './chain-intent.js'

export type ChainOutboxState = 'pending' | 'sent' | 'mined' | 'skipped' | 'failed'

/** Row of chain_outbox (migrations/0900): one transaction owed to the chain, and its fate. */
export interface ChainOutboxTable {
  id: Generated<number>
  key: string
  position: number
  kind: ChainIntentKind
  payload: ChainIntent
  state: Generated<ChainOutboxState>
  attempts: Generated<number>
  last_error: string | null
  tx_hash: string | null
  raw_tx: string | null
  block_number: number | null
  gas_used: number | null
  created_at: Date
  updated_at: Date
}

/** The platform's contracts on one chain. */
export interface ChainContractAddresses {
  registry: string
  iqs: string
  ost: string
  settlement: string
  anchors: string
}

/** Row of chain_deployments (migrations/0900). */
export interface ChainDeploymentsTable {
  chain_id: number
  deployer: string
  addresses: ChainContractAddresses
  deployed_at: Date
}

/** Row of chain_wallets (migrations/0900): a trader's wallet and freezes as the chain mirror folded them. */
export interface ChainWalletsTable {
  trader_id: string
  address: string | null
  locked: boolean
  suspended_on: string[]
}
