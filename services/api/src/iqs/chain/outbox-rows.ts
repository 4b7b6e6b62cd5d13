import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { ChainIntent } from './chain-intent.js'

/** A row to queue: its key (what makes it once), the log position it came from, and the intent. */
export interface OutboxEntry {
  key: string
  position: number
  intent: ChainIntent
  at: Date
}

/**
 * Queues rows as `pending`, in the given order; a key already queued is left as it is (a re-read
 * of the log, or an anchor queued twice, adds nothing). Returns the keys actually inserted.
 */
export async function queueOutboxRows(
  db: Kysely<Database>,
  entries: readonly OutboxEntry[],
): Promise<string[]> {
  const inserted: string[] = []
  for (let i = 0; i < entries.length; i += 1_000) {
    const rows = await db
      .insertInto('chain_outbox')
      .values(
        entries.slice(i, i + 1_000).map((entry) => ({
          key: entry.key,
          position: entry.position,
          kind: entry.intent.kind,
          payload: JSON.stringify(entry.intent) as never,
          last_error: null,
          tx_hash: null,
          raw_tx: null,
          block_number: null,
          gas_used: null,
          created_at: entry.at,
          updated_at: entry.at,
        })),
      )
      .onConflict((conflict) => conflict.column('key').doNothing())
      .returning('key')
      .execute()
    inserted.push(...rows.map((row) => row.key))
  }
  return inserted
}
