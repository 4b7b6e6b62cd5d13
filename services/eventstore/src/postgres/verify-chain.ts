import { sql } from 'kysely'
import { canonicalJson } from '../canonical-json.js'
import { eventHash, GENESIS_HASH } from '../event-hash.js'
import type { AnyKysely } from './any-kysely.js'
import { EVENT_COLUMNS, type EventRow } from './postgres-event-store.js'

/** What `verifyChain` found. */
export type ChainVerification =
  | { ok: true; count: number; headPosition: number; headHash: string }
  | {
      ok: false
      /** The first position whose row is altered, missing or out of place. */
      position: number
      reason: string
      /** Events verified before the fault. */
      count: number
    }

/**
 * Recomputes the hash chain over every stored event, in position order, and
 * names the first position where it breaks.
 *
 * Catches a row whose content was altered (its hash no longer matches), a
 * removed row (a gap, or a log head past the last row), and reordered rows
 * (the position is part of the hashed content). Reads raw rows: upcasters do
 * not apply, the hash covers the stored form. Someone able to rewrite every
 * later row and the log head could forge a consistent chain: publish the head
 * hash somewhere else (the audit report does) to anchor it.
 *
 * @example
 * const report = await verifyChain(store) // or verifyChain({ db })
 * if (!report.ok) console.error(`event ${report.position}: ${report.reason}`)
 */
export async function verifyChain(
  source: { db: AnyKysely },
  options: { pageSize?: number } = {},
): Promise<ChainVerification> {
  const pageSize = options.pageSize ?? 5000
  const streamVersions = new Map<string, number>()
  let previousHash = GENESIS_HASH
  let last = 0

  for (;;) {
    const { rows } = await sql<EventRow>`
      select ${EVENT_COLUMNS}
      from events where position > ${last} order by position limit ${pageSize}`.execute(source.db)
    for (const row of rows) {
      const expected = last + 1
      if (row.position !== expected) {
        return fault(expected, `event ${expected} is missing (next stored is ${row.position})`, last)
      }
      const recomputed = eventHash(previousHash, {
        position: row.position,
        streamId: row.stream_id,
        streamVersion: row.stream_version,
        eventId: row.event_id,
        type: row.type,
        schemaVersion: row.schema_version,
        dataJson: canonicalJson(row.data),
        metadataJson: canonicalJson(row.metadata),
        recordedAt: new Date(row.recorded_ms).toISOString(),
      })
      if (recomputed !== row.hash) {
        return fault(
          row.position,
          'content or order does not match its hash (altered, moved or replaced)',
          last,
        )
      }
      const streamVersion = (streamVersions.get(row.stream_id) ?? 0) + 1
      if (row.stream_version !== streamVersion) {
        return fault(row.position, `${row.stream_id} jumps to version ${row.stream_version}`, last)
      }
      streamVersions.set(row.stream_id, streamVersion)
      previousHash = row.hash
      last = row.position
    }
    if (rows.length < pageSize) break
  }

  const { rows } = await sql<{ last_position: number; last_hash: string }>`
    select last_position, last_hash from event_log_head where id = 1`.execute(source.db)
  const head = rows[0]
  if (!head) return fault(last + 1, 'the log head row is missing', last)
  if (head.last_position !== last) {
    return head.last_position > last
      ? fault(
          last + 1,
          `events ${last + 1}..${head.last_position} are missing (log head ${head.last_position})`,
          last,
        )
      : fault(head.last_position + 1, `log head says ${head.last_position} but events go on to ${last}`, last)
  }
  if (head.last_hash !== previousHash)
    return fault(last, 'the log head hash differs from the last event', last)
  return { ok: true, count: last, headPosition: last, headHash: previousHash }
}

function fault(position: number, reason: string, verified: number): ChainVerification {
  return { ok: false, position, reason, count: verified }
}
