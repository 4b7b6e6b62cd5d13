import {
  evolve,
  initialState,
  stateHash,
  type EngineEvent,
  type EngineState,
  type MarketConfig,
} from '@iqs/engine'
import type { EventStore, Position } from '@iqs/eventstore'
import type { Kysely } from 'kysely'
import { performance } from 'node:perf_hooks'
import type { Database } from '../platform/db/database.js'
import type { Projection } from '../platform/projections/projection.js'
import { ProjectionRunner } from '../platform/projections/projection-runner.js'
import { isFolding, RowSink } from '../platform/projections/row-sink.js'

/** A market to rebuild: its stream and the configuration its writer starts from. */
export interface ReplayMarket {
  streamId: string
  config: MarketConfig
}

export interface ReplayLogOptions {
  /** The log to read (the live store). */
  store: EventStore
  /** An empty, migrated database (scratch schema) that receives the rebuilt read models. */
  scratch: Kysely<Database>
  projections: readonly Projection[]
  markets: readonly ReplayMarket[]
  /** Last position to apply (inclusive); the whole log when omitted. */
  until?: Position
  /** Events read per page (one transaction per page for projections that do not fold). */
  batchSize?: number
  /**
   * Events between writes of the folded rows (default 200,000): each write runs while the next
   * events fold, so the server writes while Node folds; rows changed again are written again.
   */
  writeEvery?: number
  /**
   * Called after each page is applied (awaited): the events replayed so far and the last position.
   * The in-process audit job reports its progress here and yields to the event loop between pages.
   */
  onPage?: (progress: { events: number; position: Position }) => void | Promise<void>
  /** Stops the replay between pages (the server is closing): the replay rejects with the reason. */
  signal?: AbortSignal
}

/** One market's engine as rebuilt from scratch. */
export interface ReplayedMarket {
  streamId: string
  /** The stream version the state reflects (0: no event). */
  version: number
  state: EngineState
  hash: string
}

export interface ReplayLogResult {
  /** Events read from the log (every stream). */
  events: number
  /** The last position applied, undefined on an empty log. */
  position: Position | undefined
  markets: ReplayedMarket[]
  /** Wall time of the whole replay, the part spent in the engines' `evolve`, and the wait for the last writes. */
  seconds: number
  evolveSeconds: number
  writeSeconds: number
}

/**
 * Rebuilds every market's engine and every projection from the first event,
 * without snapshots, in one read of the log.
 *
 * Folding projections (the market read models) fold the whole log in memory, one RowSink each:
 * nothing is read back, a row changed by many events in a window is written once, and each window's
 * rows are written in bulk while the next window folds. The others go through the ProjectionRunner
 * page by page. The next page is read while the engines and projections apply the current one.
 *
 * Why: the log is the source of truth; an auditor (or `npm run replay`)
 * proves it by deriving the state again and comparing hashes with the live
 * one. `until` gives the state as it was at an earlier position (time travel).
 *
 * @example
 * const replay = await replayLog({ store, scratch: db, projections: marketProjections, markets })
 * replay.markets[0].hash // stateHash of market-IQS rebuilt from scratch
 */
export async function replayLog(options: ReplayLogOptions): Promise<ReplayLogResult> {
  const started = performance.now()
  const markets = new Map(
    options.markets.map((m) => [
      m.streamId,
      { streamId: m.streamId, version: 0, state: initialState(m.config), hash: '' } as ReplayedMarket,
    ]),
  )
  let evolveMs = 0
  let writeMs = 0
  const writeEvery = options.writeEvery ?? 200_000
  let folded = 0
  let writing: Promise<void> = Promise.resolve()
  let failure: { error: unknown } | undefined
  // The scratch tables start empty, so each sink holds every row of its projection.
  const folds = options.projections
    .filter(isFolding)
    .map((projection) => ({ projection, sink: new RowSink(options.scratch, { complete: true }) }))
  const runner = new ProjectionRunner({
    db: options.scratch,
    store: options.store,
    projections: options.projections.filter((projection) => !isFolding(projection)),
    batchSize: options.batchSize ?? 5_000,
  })
  let replayed = 0
  const catchUp = runner.catchUp({
    ...(options.until === undefined ? {} : { until: options.until }),
    async onEvents(page) {
      options.signal?.throwIfAborted()
      const t0 = performance.now()
      for (const recorded of page) {
        const market = markets.get(recorded.streamId)
        if (!market) continue
        evolve(market.state, recorded.data as EngineEvent)
        market.version = recorded.streamVersion
      }
      evolveMs += performance.now() - t0
      for (const { projection, sink } of folds) await projection.fold(sink, page)
      folded += page.length
      if (folded >= writeEvery) {
        folded = 0
        // One write at a time per sink; a failure is thrown at the end.
        writing = writing
          .then(() => Promise.all(folds.map(({ sink }) => sink.flush())))
          .then(
            () => undefined,
            (error: unknown) => {
              failure ??= { error }
            },
          )
      }
      replayed += page.length
      const last = page.at(-1)
      if (last) await options.onPage?.({ events: replayed, position: last.position })
    },
  })
  let caughtUp: Awaited<typeof catchUp>
  try {
    caughtUp = await catchUp
  } catch (error) {
    // On a failure or an abort, the window being written is waited for (it never rejects: its
    // failure is kept), so nothing writes into the scratch space once the caller drops it.
    await writing
    throw error
  }
  const { events, position } = caughtUp
  const written = performance.now()
  await writing
  if (failure) throw failure.error
  await Promise.all(folds.map(({ sink }) => sink.flush()))
  writeMs = performance.now() - written
  for (const market of markets.values()) market.hash = stateHash(market.state)
  return {
    events,
    position,
    markets: [...markets.values()],
    seconds: (performance.now() - started) / 1000,
    evolveSeconds: evolveMs / 1000,
    writeSeconds: writeMs / 1000,
  }
}
