import { contractInterfaces } from '@iqs/contracts'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { ChainMirror } from './chain-mirror.js'
import { settlementChainTxs } from './chain-tx-view.js'

const { Settlement } = contractInterfaces

/**
 * Whether a trade settled on chain: the Settlement contract's own word (`isSettled`) when the chain
 * answers, else what the outbox recorded of its transaction; and that transaction.
 */
export async function settledOnChain(db: Kysely<Database>, mirror: ChainMirror, tradeId: string) {
  const tx = (await settlementChainTxs(db, [tradeId])).get(tradeId) ?? null
  const connection = mirror.connection
  let settled = tx?.state === 'mined'
  if (connection) {
    try {
      const data = await connection.client.call(
        connection.contracts.settlement,
        Settlement.encodeFunctionData('isSettled', [tradeId]),
      )
      settled = Boolean(Settlement.decodeFunctionResult('isSettled', data)[0])
    } catch {
      // The chain does not answer now: the outbox's record stands.
    }
  }
  return { settled, tx }
}
