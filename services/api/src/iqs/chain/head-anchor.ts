import { positionToNumber, readCheckpoint } from '@iqs/eventstore'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { queueOutboxRows } from './outbox-rows.js'

/** The outbox projection's name: its checkpoint is how far the mirror has read the log. */
export const CHAIN_OUTBOX = 'chain-outbox'

/**
 * Queues an anchor of the log's head as far as the mirror has read it, unless that position is
 * anchored (or queued) already: the "at least hourly" anchor, beside the one at every N-th
 * position (mirror-event.ts). Anchoring the mirror's checkpoint rather than the log's head keeps
 * anchors in position order: every anchor the outbox writes later is past it.
 *
 * @returns the position queued, or undefined when there was nothing new to anchor.
 */
export async function queueHeadAnchor(db: Kysely<Database>, at: Date): Promise<number | undefined> {
  const checkpoint = await readCheckpoint(db, CHAIN_OUTBOX)
  if (checkpoint === undefined) return undefined
  const position = positionToNumber(checkpoint)
  const last = await db
    .selectFrom('chain_outbox')
    .select(sql<string>`max(position)`.as('position'))
    .where('kind', '=', 'anchor')
    .executeTakeFirst()
  if (last?.position !== null && last?.position !== undefined && Number(last.position) >= position)
    return undefined
  const { rows } = await sql<{ hash: string }>`select hash from events where position = ${position}`.execute(
    db,
  )
  const headHash = rows[0]?.hash
  if (!headHash) return undefined
  const inserted = await queueOutboxRows(db, [
    { key: `anchor:${position}`, position, intent: { kind: 'anchor', position, headHash }, at },
  ])
  return inserted.length > 0 ? position : undefined
}
