import { stateHash } from '@iqs/engine'
import {
  positionFromNumber,
  positionToNumber,
  readCheckpoint,
  type EventStore,
  type Position,
} from '@iqs/eventstore'
import { restoreMarket } from '@iqs/exchange'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../platform/db/database.js'
import type { Projection } from '../platform/projections/projection.js'
import { replayLog, type ReplayMarket } from './replay-log.js'
import { projectionDigests, type ProjectionDigest } from './state-digest.js'

export type ReplayVerdict = 'MATCH' | 'DIFFER' | 'BEHIND' | 'AS_OF'

export interface MarketLine {
  streamId: string
  version: number
  replayHash: string
  /** The live writer's restore (latest snapshot + tail) at the same stream version. */
  liveHash?: string
  /** The version of the snapshot the live restore started from (0: none). */
  liveSnapshotVersion?: number
  verdict: ReplayVerdict
}

export interface ProjectionLine {
  name: string
  rows: number
  replayDigest: string
  liveDigest?: string
  liveRows?: number
  /** The live projection's checkpoint (global position number; 0 when it never ran). */
  liveCheckpoint?: number
  verdict: ReplayVerdict
  tables: { table: string; rows: number; md5: string; liveRows?: number; liveMd5?: string }[]
}

export interface ReplayAuditReport {
  /** The last position replayed (0 for an empty log). */
  position: number
  /** True when `until` was given: the state as of then, without live comparison. */
  asOf: boolean
  events: number
  seconds: number
  markets: MarketLine[]
  projections: ProjectionLine[]
  ok: boolean
}

export interface ReplayAuditOptions {
  store: EventStore
  /** The live database (its read models and checkpoints). */
  live: Kysely<Database>
  /** An empty, migrated scratch database (see `openScratchDatabase`); use a fresh one per audit. */
  scratch: Kysely<Database>
  projections: readonly Projection[]
  markets: readonly ReplayMarket[]
  until?: Position
  batchSize?: number
  /** Events between writes of the folded read models (see `replayLog`). */
  writeEvery?: number
  /**
   * Where the audit stands, after the live side is read and after each page: the in-process job
   * (`replay-jobs/`) shows it and yields to the event loop here. `head` is where the replay stops.
   */
  onProgress?: (progress: AuditProgress) => void | Promise<void>
  /** Stops the audit between pages and steps (the server is closing); it rejects with the reason. */
  signal?: AbortSignal
}

export interface AuditProgress {
  phase: 'replaying' | 'comparing'
  events: number
  /** The last position the replay applies (0 for an empty log). */
  head: number
}

/**
 * Replays the whole log from scratch and sets its hashes beside the live ones:
 * per market the engine `stateHash` of the full replay against the live
 * writer's restore (snapshot + tail), per projection a digest of the rebuilt
 * tables against the live tables. With `until`, only the state as of that
 * position is computed (verdict AS_OF).
 *
 * The live side is read first, in one repeatable-read transaction (log head,
 * checkpoints, digests), and the replay stops at that log head, so a server
 * appending meanwhile on PostgreSQL does not spoil the comparison; a
 * projection whose live checkpoint lags the head is reported BEHIND.
 *
 * @example
 * const report = await auditReplay({ store, live: db, scratch: scratch.db, projections, markets })
 * process.exitCode = report.ok ? 0 : 1
 */
export async function auditReplay(options: ReplayAuditOptions): Promise<ReplayAuditReport> {
  const { store, projections } = options
  const live = options.until === undefined ? await readLive(options.live, projections) : undefined
  const until = options.until ?? live?.head
  const head = until === undefined ? 0 : positionToNumber(until)
  await options.onProgress?.({ phase: 'replaying', events: 0, head })
  const replay = await replayLog({
    store,
    scratch: options.scratch,
    projections,
    markets: options.markets,
    ...(until === undefined ? {} : { until }),
    ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
    ...(options.writeEvery === undefined ? {} : { writeEvery: options.writeEvery }),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.onProgress
      ? {
          onPage: ({ events }: { events: number }) =>
            options.onProgress?.({ phase: 'replaying', events, head }),
        }
      : {}),
  })
  options.signal?.throwIfAborted()
  await options.onProgress?.({ phase: 'comparing', events: replay.events, head })
  const rebuilt = await projectionDigests(options.scratch, projections)

  const markets: MarketLine[] = []
  for (const [i, market] of replay.markets.entries()) {
    const line: MarketLine = {
      streamId: market.streamId,
      version: market.version,
      replayHash: market.hash,
      verdict: 'AS_OF',
    }
    if (live) {
      options.signal?.throwIfAborted()
      // replayLog keeps the order of options.markets.
      const { config } = options.markets[i] as ReplayMarket
      const restored = await restoreMarket(store, market.streamId, config, {
        useSnapshot: true,
        untilVersion: market.version,
      })
      const snapshot = await store.loadSnapshot(market.streamId)
      line.liveHash = stateHash(restored.state)
      line.liveSnapshotVersion = snapshot && snapshot.version <= market.version ? snapshot.version : 0
      line.verdict =
        line.liveHash === line.replayHash && restored.version === market.version ? 'MATCH' : 'DIFFER'
    }
    markets.push(line)
  }

  const position = replay.position === undefined ? 0 : positionToNumber(replay.position)
  const lines = rebuilt.map((digest, i): ProjectionLine => {
    const mine = live?.digests[i]
    const checkpoint = live?.checkpoints[i]
    const line: ProjectionLine = {
      name: digest.name,
      rows: digest.rows,
      replayDigest: digest.digest,
      verdict: 'AS_OF',
      tables: digest.tables.map((t, j) => ({
        ...t,
        ...(mine ? { liveRows: mine.tables[j]?.rows ?? 0, liveMd5: mine.tables[j]?.md5 ?? '' } : {}),
      })),
    }
    if (mine && checkpoint !== undefined) {
      line.liveDigest = mine.digest
      line.liveRows = mine.rows
      line.liveCheckpoint = checkpoint
      line.verdict = checkpoint < position ? 'BEHIND' : mine.digest === digest.digest ? 'MATCH' : 'DIFFER'
    }
    return line
  })

  return {
    position,
    asOf: options.until !== undefined,
    events: replay.events,
    seconds: replay.seconds,
    markets,
    projections: lines,
    ok: [...markets, ...lines].every((l) => l.verdict === 'MATCH' || l.verdict === 'AS_OF'),
  }
}

interface LiveState {
  head: Position
  checkpoints: number[]
  digests: ProjectionDigest[]
}

/** Log head, checkpoints and digests of the live database, from one consistent snapshot. */
async function readLive(db: Kysely<Database>, projections: readonly Projection[]): Promise<LiveState> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows } = await sql<{ last_position: number }>`
        select last_position from event_log_head where id = 1`.execute(trx)
      const last = rows[0]?.last_position ?? 0
      const checkpoints: number[] = []
      for (const projection of projections) {
        const checkpoint = await readCheckpoint(trx, projection.name)
        checkpoints.push(checkpoint === undefined ? 0 : positionToNumber(checkpoint))
      }
      return {
        head: positionFromNumber(last),
        checkpoints,
        digests: await projectionDigests(trx, projections),
      }
    })
}
