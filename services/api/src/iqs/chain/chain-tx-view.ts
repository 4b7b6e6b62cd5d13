import type { ChainOutboxRow, ChainTx } from '@iqs/protocol'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { ChainOutboxTable } from './chain-tables.js'

type OutboxRow = Selectable<ChainOutboxTable>

export function toChainTx(row: OutboxRow): ChainTx {
  return {
    state: row.state,
    txHash: row.tx_hash,
    blockNumber: row.block_number,
    error: row.last_error,
    updatedAt: row.updated_at.toISOString(),
  }
}

/** What a row is about, in a word: the trade, the trader, the market or the anchored position. */
function subjectOf(row: OutboxRow): string {
  const intent = row.payload
  switch (intent.kind) {
    case 'settle':
      return intent.tradeId
    case 'pause':
      return intent.instrument
    case 'anchor':
      return String(intent.position)
    case 'allocate':
    case 'freeze':
    case 'moveAll':
      return `${intent.instrument} · ${intent.traderId}`
    default:
      return intent.traderId
  }
}

export function toChainOutboxRow(row: OutboxRow): ChainOutboxRow {
  return {
    ...toChainTx(row),
    id: String(row.id),
    kind: row.kind,
    position: row.position,
    subject: subjectOf(row),
    attempts: row.attempts,
    createdAt: row.created_at.toISOString(),
  }
}

/** The chain transaction of each accepted settlement among `tradeIds` (none for the others). */
export async function settlementChainTxs(
  db: Kysely<Database>,
  tradeIds: readonly string[],
): Promise<Map<string, ChainTx>> {
  if (tradeIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('chain_outbox')
    .selectAll()
    .where('kind', '=', 'settle')
    .where(sql<string>`payload ->> 'tradeId'`, 'in', [...new Set(tradeIds)])
    .execute()
  return new Map(rows.map((row) => [(row.payload as { tradeId: string }).tradeId, toChainTx(row)]))
}
