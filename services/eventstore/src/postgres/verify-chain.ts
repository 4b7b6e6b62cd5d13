import { sql } from 'kysely'
import { canonicalJson } from '../canonical-json.js'
import { eventHash, GENESIS_HASH } from '../event-hash.js'
import type { AnyKysely } from './any-kysely.js'
import { EVENT_COLUMNS, type EventRow } from './postgres-event-store.js'

/** A verified point of the chain: a position and the hash stored for it. */
export interface ChainAnchor {
  position: number
  hash: string
}

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
 * `from` verifies only the tail after an anchor verified before (`verifyChainTail`): the anchor's
 * row must still hash to the anchor's hash, and each stream's first event in the tail must follow
 * its previous event before the anchor. Rows before the anchor's are not read again.
 *
 * @example
 * const report = await verifyChain(store) // or verifyChain({ db })
 * if (!report.ok) console.error(`event ${report.position}: ${report.reason}`)
 */
export async function verifyChain(
  source: { db: AnyKysely },
  options: { pageSize?: number; from?: ChainAnchor } = {},
): Promise<ChainVerification> {
  const pageSize = options.pageSize ?? 5000
  const streamVersions = new Map<string, number>()
  const from = options.from ?? { position: 0, hash: GENESIS_HASH }
  let previousHash = from.hash
  let last = from.position
  if (from.position > 0) {
    const anchorFault = await checkAnchor(source.db, from)
    if (anchorFault) return fault(from.position, anchorFault, from.position - 1)
  }

  for (;;) {
    const { rows } = await sql<EventRow>`
      select ${EVENT_COLUMNS}
      from events where position > ${last} order by position limit ${pageSize}`.execute(source.db)
    if (from.position > 0) await seedStreamVersions(source.db, rows, from.position, streamVersions)
    for (const row of rows) {
      const expected = last + 1
      if (row.position !== expected) {
        return fault(expected, `event ${expected} is missing (next stored is ${row.position})`, last)
      }
      if (rowHash(previousHash, row) !== row.hash) {
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

/** Why the anchor's row no longer hashes to the anchor's hash, or undefined when it still does. */
async function checkAnchor(db: AnyKysely, anchor: ChainAnchor): Promise<string | undefined> {
  const { rows } = await sql<EventRow>`
    select ${EVENT_COLUMNS}
    from events where position between ${anchor.position - 1} and ${anchor.position} order by position`.execute(
    db,
  )
  const row = rows.find((r) => r.position === anchor.position)
  if (!row) return `event ${anchor.position}, verified before, is missing`
  const previousHash =
    anchor.position === 1 ? GENESIS_HASH : rows.find((r) => r.position < anchor.position)?.hash
  if (row.hash !== anchor.hash || !previousHash || rowHash(previousHash, row) !== anchor.hash)
    return 'content or hash differs from when it was verified (altered or replaced)'
  return undefined
}

/**
 * For a tail: the version each stream had at the anchor, for the streams whose first event in
 * `rows` is not their first ever. Looked up by (stream, version - 1), one indexed probe each, and
 * counted only when that event lies at or before the anchor; otherwise the version check below
 * names the jump.
 */
async function seedStreamVersions(
  db: AnyKysely,
  rows: readonly EventRow[],
  anchor: number,
  streamVersions: Map<string, number>,
): Promise<void> {
  const wanted = new Map<string, number>()
  for (const row of rows)
    if (!streamVersions.has(row.stream_id) && !wanted.has(row.stream_id) && row.stream_version > 1)
      wanted.set(row.stream_id, row.stream_version - 1)
  if (!wanted.size) return
  const { rows: found } = await sql<{ stream_id: string; stream_version: number; position: number }>`
    select e.stream_id, e.stream_version, e.position
    from unnest(${[...wanted.keys()]}::text[], ${[...wanted.values()]}::int8[]) as w(stream_id, stream_version)
    join events e on e.stream_id = w.stream_id and e.stream_version = w.stream_version`.execute(db)
  for (const prior of found)
    if (prior.position <= anchor) streamVersions.set(prior.stream_id, prior.stream_version)
}

/** The hash a stored row should have after `previousHash`. */
function rowHash(previousHash: string, row: EventRow): string {
  return eventHash(previousHash, {
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
}

function fault(position: number, reason: string, verified: number): ChainVerification {
  return { ok: false, position, reason, count: verified }
}
