import { isConnectionError } from '@iqs/database'
import {
  CheckpointConflictError,
  readCheckpoint,
  writeCheckpoint,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@iqs/eventstore'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'
import type { Projection } from './projection.js'

export interface ProjectionRunnerOptions {
  db: Kysely<Database>
  store: EventStore
  projections: readonly Projection[]
  /** Events applied per transaction. */
  batchSize?: number
  /** How long an idle projection waits before looking again, unless woken by `notify()`. */
  pollIntervalMs?: number
  log?: Pick<Console, 'warn' | 'error'>
}

export interface CatchUpOptions {
  /** Stop at this position (inclusive): the read models as they were then. Default: the end of the log. */
  until?: Position
  /** Called with each page of events, in order, before the projections apply it (awaited). */
  onEvents?: (events: readonly RecordedEvent[]) => void | Promise<void>
}

export interface CatchUpResult {
  /** Events read from the log (each applied to the projections that had not seen it). */
  events: number
  /** The last position read, or undefined when nothing was. */
  position: Position | undefined
}

/**
 * Keeps read models up to date: each projection reads the log from its
 * checkpoint in batches and applies each batch in one transaction with the
 * checkpoint move. A second runner on the same database is harmless: the
 * checkpoint's compare-and-set makes the loser re-read and carry on.
 *
 * @example
 * const runner = new ProjectionRunner({ db, store, projections: marketProjections })
 * runner.start()
 * await runner.catchUp() // in tests: wait until every model reflects the whole log
 */
export class ProjectionRunner {
  private running = false
  private readonly loops: Promise<void>[] = []
  private wake: (() => void) | undefined
  private readonly errors: unknown[] = []

  constructor(private readonly options: ProjectionRunnerOptions) {}

  start(): void {
    if (this.running) return
    this.running = true
    for (const projection of this.options.projections) this.loops.push(this.follow(projection))
  }

  /** Hints that new events were committed, so idle projections look now. */
  notify(): void {
    this.wake?.()
  }

  /**
   * Applies everything committed so far (or up to `until`) to every projection, without a running loop.
   *
   * The log is read once per page for all projections (each skips what its checkpoint already
   * holds) and the projections' transactions run side by side, so a full replay costs one read of
   * the log. `onEvents` sees each page before it is applied, in order, from the lowest checkpoint:
   * the auditor's replay rebuilds the engines from the same read.
   *
   * @example
   * await runner.catchUp({ until: positionFromNumber(5_000) }) // the read models as of position 5,000
   */
  async catchUp(options: CatchUpOptions = {}): Promise<CatchUpResult> {
    const { store, db, projections } = this.options
    const last = options.until ?? (await store.readLastPosition())
    const result: CatchUpResult = { events: 0, position: undefined }
    if (last === undefined) return result
    const checkpoints = await Promise.all(projections.map((p) => readCheckpoint(db, p.name)))
    const behind = (position: Position | undefined) =>
      position === undefined || store.comparePositions(position, last) < 0
    let from = checkpoints.reduce<Position | undefined>(
      (low, position) =>
        position === undefined || (low !== undefined && store.comparePositions(position, low) < 0)
          ? position
          : low,
      checkpoints[0],
    )
    const limit = this.options.batchSize ?? 1_000
    const read = (after: Position | undefined) =>
      store.readAll({ ...(after === undefined ? {} : { after }), limit })
    let next: Promise<RecordedEvent[]> | undefined = behind(from) ? read(from) : undefined
    while (next) {
      const page = await next
      const cut = page.findIndex((event) => store.comparePositions(event.position, last) > 0)
      const events = cut === -1 ? page : page.slice(0, cut)
      const first = events[0]
      const end = events.at(-1)
      if (!first || !end) break
      from = end.position
      // Read ahead while this page is applied: the read and the writes overlap on PostgreSQL.
      next = cut === -1 && page.length === limit && behind(from) ? read(from) : undefined
      try {
        await options.onEvents?.(events)
      } catch (error) {
        // A caller that stops the replay (an aborted audit) must not leave the read-ahead unheard.
        await next?.catch(() => undefined)
        throw error
      }
      result.events += events.length
      result.position = from
      const outcomes = await Promise.allSettled(
        projections.map(async (projection, i) => {
          const checkpoint = checkpoints[i]
          // The same array when the whole page is new to it, so projections can share its decoding.
          const mine =
            checkpoint === undefined || store.comparePositions(first.position, checkpoint) > 0
              ? events
              : events.filter((e) => store.comparePositions(e.position, checkpoint) > 0)
          if (mine.length === 0) return
          checkpoints[i] = await this.applyOrCatchUp(projection, checkpoint, mine)
        }),
      )
      const failed = outcomes.find((outcome) => outcome.status === 'rejected')
      if (failed) {
        await next?.catch(() => undefined)
        throw failed.reason
      }
    }
    return result
  }

  async stop(): Promise<void> {
    this.running = false
    this.wake?.()
    await Promise.all(this.loops.splice(0))
  }

  /**
   * One projection's loop. It never ends on a failure (nobody awaits it before `stop`, so a
   * rejection would end the process): after any error, the checkpoint is read again before the
   * next step, and a lost database connection is only a warning, since the pool reconnects.
   */
  private async follow(projection: Projection): Promise<void> {
    let position: Position | undefined
    let known = false
    while (this.running) {
      try {
        if (!known) position = await readCheckpoint(this.options.db, projection.name)
        known = true
        const next = await this.step(projection, position)
        if (next === position) await this.idle()
        position = next
      } catch (error) {
        known = false
        if (error instanceof CheckpointConflictError) continue
        if (isConnectionError(error)) {
          this.options.log?.warn(
            { projection: projection.name, reason: (error as Error).message },
            'projection paused: database unavailable; retrying',
          )
        } else {
          this.errors.push(error)
          this.options.log?.error({ err: error, projection: projection.name }, 'projection failed; retrying')
        }
        await this.idle()
      }
    }
  }

  /** One batch: returns the new checkpoint (unchanged when there was nothing to read). */
  private async step(projection: Projection, position: Position | undefined): Promise<Position | undefined> {
    const events = await this.options.store.readAll({
      ...(position === undefined ? {} : { after: position }),
      limit: this.options.batchSize ?? 1_000,
    })
    const last = events.at(-1)
    if (!last) return position
    await this.apply(projection, position, events)
    return last.position
  }

  /**
   * Applies events to one projection and moves its checkpoint, in one transaction.
   *
   * The checkpoint moves first: its compare-and-set locks the row, so a
   * second applier of the same projection (the running loop beside a
   * `catchUp`, another process) waits, then fails cleanly with
   * CheckpointConflictError before touching a read-model row.
   */
  private async apply(
    projection: Projection,
    position: Position | undefined,
    events: readonly RecordedEvent[],
  ) {
    const last = events.at(-1) as RecordedEvent
    await this.options.db.transaction().execute(async (trx) => {
      await writeCheckpoint(trx, projection.name, position, last.position)
      await projection.apply(trx, events)
    })
  }

  /**
   * `apply`, and when another applier moved the checkpoint meanwhile, only
   * the events it has not applied yet. Returns the projection's checkpoint after.
   */
  private async applyOrCatchUp(
    projection: Projection,
    position: Position | undefined,
    events: readonly RecordedEvent[],
  ): Promise<Position | undefined> {
    const { store, db } = this.options
    let from = position
    let pending = events
    for (;;) {
      try {
        await this.apply(projection, from, pending)
        return (pending.at(-1) as RecordedEvent).position
      } catch (error) {
        if (!(error instanceof CheckpointConflictError)) throw error
        from = await readCheckpoint(db, projection.name)
        const moved = from
        pending =
          moved === undefined ? pending : pending.filter((e) => store.comparePositions(e.position, moved) > 0)
        if (pending.length === 0) return from
      }
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollIntervalMs ?? 200)
      function done() {
        clearTimeout(timer)
        resolve()
      }
      this.wake = done
    })
  }
}
