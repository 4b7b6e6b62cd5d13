import { sumQuantities } from '@iqs/protocol'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * The IQS tokens a member holds now, as their share-owner page counts them (a named port over the
 * exchange's accounts read model, `iqs_balances`): every bucket, available, reserved behind a sell
 * order and escrowed for a trade not settled yet. A whole number as text (exact past 2^53); '0'
 * for a member who never held any. The read model follows the log within moments of a command.
 *
 * @example await iqsTokensHeld(app.db, 7) // '250'
 */
export async function iqsTokensHeld(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('iqs_balances')
    .select(sql<string>`available + reserved + escrow`.as('held'))
    .where('trader_id', '=', String(userId))
    .where('instrument', '=', 'IQS')
    .executeTakeFirst()
  return sumQuantities([row?.held ?? 0])
}
