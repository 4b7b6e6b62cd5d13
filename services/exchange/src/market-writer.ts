import type { Bus, Subscription } from '@iqs/bus'
import {
  decide,
  evolve,
  snapshot,
  type BookKind,
  type EngineEvent,
  type EngineState,
  type Instrument,
  type MarketConfig,
  type MarketStatus,
  type TradeExecuted,
} from '@iqs/engine'
import {
  WrongExpectedVersionError,
  type AppendRequest,
  type AppendResult,
  type EventStore,
  type NewEvent,
} from '@iqs/eventstore'
import { randomUUID } from 'node:crypto'
import { DepthTracker, type LevelChange } from './depth-tracker.js'
import {
  AppendFailedError,
  WriterFencedError,
  WriterHaltedError,
  WriterStoppedError,
  type CommandOutcome,
  type MarketCommand,
} from './market-command.js'
import {
  ENGINE_SNAPSHOT_SCHEMA_VERSION,
  ENGINE_SNAPSHOT_TYPE,
  marketStreamId,
  marketSubjects,
} from './market-stream.js'
import { restoreMarket } from './restore-market.js'
import { StandbyFollower, type StandbyOptions } from './standby-follower.js'
import { toBusError } from './writer-error-code.js'

/**
 * What a writer does now: `writer` takes commands; `standby` was fenced by another writer and
 * follows the log until it takes the role back; `halted` refuses commands until a restart (`halt`);
 * `stopped` is shut down.
 */
export type WriterRole = 'writer' | 'standby' | 'halted' | 'stopped'

const FOLLOW_PAGE = 5_000

export interface MarketWriterOptions {
  instrument: Instrument
  /** The market's stream; `market-<instrument>` unless a test or a scratch replay needs another. */
  streamId?: string
  store: EventStore
  bus: Bus
  /** Used when the stream has no snapshot yet; later changes (fees, status) are events. */
  config: MarketConfig
  /**
   * Epoch milliseconds stamped on every command (`at`). The host's clock (the api hands its
   * `app.clock`): the writer has none of its own, so tests and replays control time.
   */
  clock: () => number
  /** Most commands decided and committed in one transaction (group commit). */
  maxBatch?: number
  /** Save an engine snapshot every this many events; 0 never. */
  snapshotEvery?: number
  /** How many recent command ids are kept to answer a retry without the store. */
  recentCommands?: number
  book?: BookKind
  log?: Pick<Console, 'info' | 'warn' | 'error'>
  /** Called after each commit, e.g. to wake the projections. */
  onCommit?: () => void
  /** How a fenced writer follows the log and when it takes the market back. */
  standby?: StandbyOptions
  /** Called when the role changes (fenced, taken back, halted, stopped). */
  onRoleChange?: (role: WriterRole, previous: WriterRole) => void
}

/** A market's book as last published: levels best first, with the delta sequence it matches. */
export interface BookSnapshot {
  instrument: Instrument
  seq: number
  bids: [price: number, quantity: number][]
  asks: [price: number, quantity: number][]
  /** The terms the engine trades on now, read with the levels: what a preview must price with. */
  terms: MarketTerms
}

/** The live engine's trading terms (not a read model's copy, which may lag a change). */
export interface MarketTerms {
  status: MarketStatus
  /** Price units. */
  referencePrice: number
  feeMinimumEur: string
  feePercent: string
  priceDecimals: number
}

/**
 * Published on `market.<instrument>.terms` after each committed batch that changed the market's
 * terms: a status, fee schedule or reference price change, or a trade (a trade moves the reference
 * price). The terms are the engine's after the batch, absolute, so a subscriber that missed one
 * needs only the next; `lastPrice` is the batch's last trade price, absent when it had no trade.
 */
export interface TermsUpdate {
  instrument: Instrument
  terms: MarketTerms
  lastPrice?: number
}

/** Book delta published on `market.<instrument>.book` after each committed batch that changed a level. */
export interface BookDelta {
  instrument: Instrument
  seq: number
  changes: LevelChange[]
}

interface Pending {
  commandId: string
  command: MarketCommand
  resolve: (outcome: CommandOutcome) => void
  reject: (error: unknown) => void
}

/** Stored with each command's append so a retry can find its events again. */
interface StoredCommandResult {
  firstVersion: number
  count: number
}

/**
 * The single writer of one market: it holds the engine in memory, queues
 * commands, decides a batch, appends all of the batch's events in one
 * transaction with the stream's expected version (group commit), and only
 * then acknowledges each command and publishes the book changes.
 *
 * - A second writer of the same market is fenced by the expected version:
 *   the loser fails its waiting commands with WriterFencedError (nothing of
 *   them was committed, so they may be retried) and goes on `standby`: it
 *   refuses commands, stops serving the bus, and follows the log so that its
 *   book stays the log's (`StandbyFollower`). When the stream has stood still
 *   for `standby.takeOverAfterMs`, the other writer is presumed gone and this
 *   one takes the writer role back; if it was wrong, its next append is
 *   fenced again, because every append checks the expected version.
 * - A failed append rebuilds the state from the store, then handles the
 *   batch's commands one by one, so a retried command id that the store
 *   already holds gets its first outcome back instead of being decided twice.
 *
 * @example
 * const writer = await MarketWriter.start({ instrument: 'IQS', store, bus, config, clock: () => app.clock.now() })
 * const outcome = await writer.submit('cmd-1', { type: 'PlaceOrder', orderId: 'o1', ... })
 */
export class MarketWriter {
  readonly streamId: string
  private state!: EngineState
  private version = 0
  private depth!: DepthTracker
  private seq = 0
  private queue: Pending[] = []
  private draining = false
  private currentRole: WriterRole = 'writer'
  private haltedBy: WriterHaltedError | undefined
  private needsRebuild = false
  private eventsSinceSnapshot = 0
  private readonly recent = new Map<string, Promise<CommandOutcome>>()
  private readonly responders: Subscription[] = []
  /** Whether `serveOnBus` was called: a writer that takes its role back serves again. */
  private servesBus = false
  /** On a shared bus, the highest book `seq` the other writer published while this one stood by. */
  private busSeqWatch: Subscription | undefined
  private seenBusSeq = 0
  private readonly follower: StandbyFollower
  private readonly clock: () => number
  private readonly log: Pick<Console, 'info' | 'warn' | 'error'>

  private constructor(private readonly options: MarketWriterOptions) {
    this.streamId = options.streamId ?? marketStreamId(options.instrument)
    this.clock = options.clock
    this.log = options.log ?? console
    this.follower = new StandbyFollower(
      {
        readVersion: () => options.store.readStreamVersion(this.streamId),
        onMoved: () => this.follow(),
        onQuiet: () => this.takeOver(),
        log: this.log,
      },
      options.standby,
    )
  }

  /** Restores the market from its latest snapshot plus the tail of its stream, then takes commands. */
  static async start(options: MarketWriterOptions): Promise<MarketWriter> {
    const writer = new MarketWriter(options)
    await writer.rebuild()
    return writer
  }

  get instrument(): Instrument {
    return this.options.instrument
  }

  /** What the writer does now: takes commands, follows another writer, or refuses them for good. */
  get role(): WriterRole {
    return this.currentRole
  }

  /** The stream version the in-memory state reflects (committed events only, between batches). */
  get streamVersion(): number {
    return this.version
  }

  /** The live engine state. Read it, never change it: the writer owns it. */
  get engineState(): EngineState {
    return this.state
  }

  /**
   * Queues a command; resolves once its events are committed (or with the
   * first outcome of an earlier command with the same id).
   */
  submit(commandId: string, command: MarketCommand): Promise<CommandOutcome> {
    const refusal = this.refusal()
    if (refusal) return Promise.reject(refusal)
    const known = this.recent.get(commandId)
    if (known) return known.then((outcome) => ({ ...outcome, duplicate: true }))
    const promise = new Promise<CommandOutcome>((resolve, reject) => {
      this.queue.push({ commandId, command, resolve, reject })
    })
    this.remember(commandId, promise)
    void this.drain()
    return promise
  }

  /** The published book: levels best first and the sequence number of the last delta. */
  bookSnapshot(depth = Infinity): BookSnapshot {
    return {
      instrument: this.options.instrument,
      seq: this.seq,
      bids: this.depth.levels('BUY', depth),
      asks: this.depth.levels('SELL', depth),
      terms: this.terms(),
    }
  }

  /** The terms the engine trades on now. */
  private terms(): MarketTerms {
    return {
      status: this.state.status,
      referencePrice: this.state.referencePrice,
      feeMinimumEur: this.state.fees.minimumEur,
      feePercent: this.state.fees.percent,
      priceDecimals: this.state.config.priceDecimals,
    }
  }

  /** Answers commands and snapshot requests sent over the bus, for api processes elsewhere. */
  serveOnBus(): void {
    const { bus, instrument } = this.options
    this.servesBus = true
    if (this.currentRole !== 'writer') return
    this.responders.push(
      bus.respond(marketSubjects.commands(instrument), (message) => {
        const { commandId, command } = message as { commandId: string; command: MarketCommand }
        // The requester learns the failure's kind (standby, halted...) from the reply's message.
        return this.submit(commandId, command).catch((error: unknown) => {
          throw toBusError(error)
        })
      }),
      bus.respond(marketSubjects.snapshot(instrument), (message) => {
        const depth = (message as { depth?: number } | null)?.depth
        return this.bookSnapshot(depth ?? Infinity)
      }),
    )
  }

  /** Ends the standby loop, finishes the queued commands, then stops taking new ones. */
  async stop(): Promise<void> {
    // First: a take-over in progress ends before the responders go, and none starts after.
    await this.follower.stop()
    this.stopServingBus()
    while (this.draining || this.queue.length) await new Promise((r) => setTimeout(r, 5))
    this.setRole('stopped')
  }

  /**
   * Refuses every command from now on with WriterHaltedError, e.g. when the event log failed its
   * hash-chain check: the book is still served (reads), nothing is appended until a restart.
   *
   * @example await writer.halt('hash chain broken at position 42')
   */
  async halt(reason: string): Promise<void> {
    this.haltedBy = new WriterHaltedError(this.streamId, reason)
    this.setRole('halted')
    for (const pending of this.queue.splice(0)) pending.reject(this.haltedBy)
    await this.follower.stop()
    this.stopServingBus()
  }

  /** Why a command is refused now, or undefined while this is the writer. */
  private refusal(): Error | undefined {
    switch (this.currentRole) {
      case 'writer':
        return undefined
      case 'standby':
        return new WriterFencedError(this.streamId)
      case 'halted':
        return this.haltedBy
      case 'stopped':
        return new WriterStoppedError(this.streamId)
    }
  }

  private setRole(role: WriterRole): void {
    const previous = this.currentRole
    if (role === previous) return
    this.currentRole = role
    this.options.onRoleChange?.(role, previous)
  }

  private stopServingBus(): void {
    for (const responder of this.responders.splice(0)) responder.unsubscribe()
    this.busSeqWatch?.unsubscribe()
    this.busSeqWatch = undefined
  }

  /** Another process's bus sees the other writer's market data; this process's own bus does not. */
  private get sharedBus(): boolean {
    return this.options.bus.kind !== 'memory'
  }

  private remember(commandId: string, promise: Promise<CommandOutcome>): void {
    this.recent.set(commandId, promise)
    // A failed command may be retried for real: forget it.
    promise.catch(() => this.recent.delete(commandId))
    const limit = this.options.recentCommands ?? 100_000
    if (this.recent.size > limit) this.recent.delete(this.recent.keys().next().value as string)
  }

  /** Restores the state from the store: to its head, or to `untilVersion`. */
  private async rebuild(untilVersion?: number): Promise<void> {
    const { state, version } = await restoreMarket(this.options.store, this.streamId, this.options.config, {
      book: this.options.book ?? this.options.config.book ?? 'fast',
      ...(untilVersion === undefined ? {} : { untilVersion }),
    })
    this.state = state
    this.version = version
    this.depth = DepthTracker.fromLevels(state.book.levels('BUY'), state.book.levels('SELL'))
    this.needsRebuild = false
  }

  private async drain(): Promise<void> {
    if (this.draining) return
    this.draining = true
    try {
      while (this.queue.length && !this.refusal()) {
        const batch = this.queue.splice(0, this.options.maxBatch ?? 256)
        if (this.needsRebuild) {
          try {
            await this.rebuild()
          } catch (error) {
            for (const pending of batch) pending.reject(new AppendFailedError(this.streamId, error))
            continue
          }
        }
        await this.commitBatch(batch)
      }
    } finally {
      this.draining = false
    }
  }

  private async commitBatch(batch: Pending[]): Promise<void> {
    const versionBefore = this.version
    const decided: { pending: Pending; events: EngineEvent[]; firstVersion: number }[] = []
    const requests: AppendRequest[] = []
    let version = versionBefore
    try {
      for (const pending of batch) {
        const events = this.decideAndApply(pending)
        decided.push({ pending, events, firstVersion: version + 1 })
        requests.push(this.appendRequest(pending.commandId, events, version))
        version += events.length
      }
    } catch (error) {
      // A command the engine could not decide (malformed, or an invariant it broke): nothing of
      // the batch is stored yet; the slow path rebuilds and isolates the culprit.
      await this.recoverFromFailedAppend(error, versionBefore, batch)
      return
    }
    let results
    try {
      results = await this.options.store.appendMany(requests)
    } catch (error) {
      await this.recoverFromFailedAppend(error, versionBefore, batch)
      return
    }
    if (results.some((r) => r.duplicate)) {
      // A command id the store already held (older than the recent-ids memory): its new
      // decision was applied in memory but not stored, so the state is rebuilt from the store.
      await this.settleAfterDuplicates(decided, results)
      return
    }
    this.version = version
    for (const { pending, events, firstVersion } of decided) {
      pending.resolve({
        commandId: pending.commandId,
        events,
        streamVersion: firstVersion + events.length - 1,
        duplicate: false,
      })
    }
    this.publish(decided.flatMap((d) => d.events))
    this.maybeSnapshot(version - versionBefore)
  }

  /** Decides against the live state and applies the events at once, so the next command sees them. */
  private decideAndApply(pending: Pending): EngineEvent[] {
    const events = decide(this.state, { ...pending.command, at: this.clock() } as never)
    for (const event of events) evolve(this.state, event)
    return events
  }

  private appendRequest(commandId: string, events: EngineEvent[], expectedVersion: number): AppendRequest {
    const time = new Date(events[0]?.at ?? this.clock()).toISOString()
    const result: StoredCommandResult = { firstVersion: expectedVersion + 1, count: events.length }
    return {
      streamId: this.streamId,
      expectedVersion,
      idempotencyKey: commandId,
      result,
      events: events.map((event): NewEvent => ({
        eventId: randomUUID(),
        type: event.type,
        data: event,
        metadata: { commandId, time },
      })),
    }
  }

  /**
   * The slow path. The in-memory state already holds the failed batch, so it
   * is rebuilt from the store; if another writer moved the stream, this one
   * is fenced; otherwise each command is handled alone, checking the store
   * for an outcome recorded by an earlier attempt first.
   */
  private async recoverFromFailedAppend(
    error: unknown,
    versionBefore: number,
    batch: Pending[],
  ): Promise<void> {
    const actual = await this.options.store.readStreamVersion(this.streamId).catch(() => undefined)
    if (error instanceof WrongExpectedVersionError && actual !== undefined && actual !== versionBefore) {
      this.fence(batch)
      return
    }
    try {
      await this.rebuild()
    } catch (rebuildError) {
      this.needsRebuild = true
      this.log.error({ err: rebuildError, streamId: this.streamId }, 'market rebuild failed')
      for (const pending of batch) pending.reject(new AppendFailedError(this.streamId, error))
      return
    }
    this.forceResync()
    for (const pending of batch) {
      const refusal = this.refusal()
      if (refusal) {
        pending.reject(refusal)
        continue
      }
      await this.commitAlone(pending)
    }
  }

  private async settleAfterDuplicates(
    decided: { pending: Pending; events: EngineEvent[]; firstVersion: number }[],
    results: AppendResult[],
  ): Promise<void> {
    try {
      await this.rebuild()
    } catch (error) {
      this.needsRebuild = true
      for (const { pending } of decided) pending.reject(new AppendFailedError(this.streamId, error))
      return
    }
    for (const [i, { pending, events }] of decided.entries()) {
      const result = results[i] as AppendResult
      if (!result.duplicate) {
        pending.resolve({
          commandId: pending.commandId,
          events,
          streamVersion: result.nextExpectedVersion,
          duplicate: false,
        })
        continue
      }
      try {
        pending.resolve(await this.storedOutcome(pending.commandId, result))
      } catch (error) {
        pending.reject(new AppendFailedError(this.streamId, error))
      }
    }
    this.forceResync()
  }

  /** The outcome recorded the first time a command id was handled. */
  private async storedOutcome(commandId: string, prior: AppendResult): Promise<CommandOutcome> {
    const { firstVersion, count } = prior.result as StoredCommandResult
    const recorded = count
      ? await this.options.store.readStream(this.streamId, { fromVersion: firstVersion, limit: count })
      : []
    return {
      commandId,
      events: recorded.map((r) => r.data as EngineEvent),
      streamVersion: firstVersion + count - 1,
      duplicate: true,
    }
  }

  /**
   * After a rebuild the published levels may lag the book: skipping a sequence
   * number makes every subscriber see a gap and take a fresh snapshot.
   */
  private forceResync(): void {
    this.seq++
    this.depth.takeChanges()
  }

  private async commitAlone(pending: Pending): Promise<void> {
    const { store } = this.options
    if (this.needsRebuild) {
      try {
        await this.rebuild()
      } catch (error) {
        pending.reject(new AppendFailedError(this.streamId, error))
        return
      }
    }
    try {
      const prior = await store.readCommandResult(pending.commandId)
      if (prior) {
        pending.resolve(await this.storedOutcome(pending.commandId, prior))
        return
      }
    } catch (error) {
      pending.reject(new AppendFailedError(this.streamId, error))
      return
    }
    const versionBefore = this.version
    let events: EngineEvent[]
    try {
      events = this.decideAndApply(pending)
    } catch (error) {
      // The state may hold part of it: rebuild before the next command.
      this.needsRebuild = true
      pending.reject(error)
      return
    }
    try {
      await store.appendMany([this.appendRequest(pending.commandId, events, versionBefore)])
    } catch (error) {
      const actual = await store.readStreamVersion(this.streamId).catch(() => undefined)
      if (error instanceof WrongExpectedVersionError && actual !== undefined && actual !== versionBefore) {
        this.fence([pending])
        return
      }
      this.needsRebuild = true
      pending.reject(new AppendFailedError(this.streamId, error))
      return
    }
    this.version = versionBefore + events.length
    pending.resolve({ commandId: pending.commandId, events, streamVersion: this.version, duplicate: false })
    this.publish(events)
    this.maybeSnapshot(events.length)
  }

  /**
   * Another writer appended: fail the batch and the queue (none of it was committed), stop
   * serving the bus, and follow the log on standby. The state holds the refused batch, so the
   * follow starts by restoring it to the last version this writer committed.
   */
  private fence(batch: Pending[]): void {
    const error = new WriterFencedError(this.streamId)
    this.log.error(
      { streamId: this.streamId, version: this.version },
      'fenced: another writer appended to this market; on standby, following the log',
    )
    this.setRole('standby')
    for (const pending of [...batch, ...this.queue.splice(0)]) pending.reject(error)
    this.needsRebuild = true
    this.stopServingBus()
    if (this.sharedBus) {
      this.seenBusSeq = 0
      this.busSeqWatch = this.options.bus.subscribe(marketSubjects.book(this.options.instrument), (m) => {
        this.seenBusSeq = Math.max(this.seenBusSeq, (m as BookDelta).seq)
      })
    }
    this.follower.start()
  }

  /**
   * On standby: applies the events the other writer appended since this state's version. On this
   * process's own bus they are published as if written here, so its subscribers follow the log;
   * on a shared bus the other writer has published them already.
   */
  private async follow(): Promise<void> {
    while (this.draining) await new Promise((r) => setTimeout(r, 5))
    if (this.needsRebuild) await this.rebuild(this.version)
    for (;;) {
      const page = await this.options.store.readStream(this.streamId, {
        fromVersion: this.version + 1,
        limit: FOLLOW_PAGE,
      })
      const last = page.at(-1)
      if (!last) return
      const events = page.map((recorded) => recorded.data as EngineEvent)
      try {
        for (const event of events) evolve(this.state, event)
        if (this.sharedBus) {
          for (const event of events) this.depth.apply(event)
          this.depth.takeChanges()
        } else this.publish(events)
      } catch (error) {
        // Part of the page is in the state: restore it to `this.version` on the next look.
        this.needsRebuild = true
        throw error
      }
      this.version = last.streamVersion
      if (page.length < FOLLOW_PAGE) return
    }
  }

  /**
   * The stream stood still for the grace period: catch up with it once more and take commands
   * again. On a shared bus market data skips a `seq`, so every subscriber takes a snapshot from
   * this writer (on this process's own bus they followed the log through this writer already).
   */
  private async takeOver(): Promise<void> {
    if (this.currentRole !== 'standby') return
    await this.follow()
    if (this.sharedBus) {
      // The other writer numbered the deltas there: go past its numbers, skipping one.
      this.seq = Math.max(this.seq, this.seenBusSeq)
      this.forceResync()
      this.busSeqWatch?.unsubscribe()
      this.busSeqWatch = undefined
    }
    this.setRole('writer')
    this.log.warn(
      { streamId: this.streamId, version: this.version },
      'the market stream stood still: this writer took the writer role back',
    )
    if (this.servesBus) this.serveOnBus()
  }

  /**
   * Market data after commit: book delta (absolute levels), trades, the terms when they moved, and
   * each trader's own events. `this.state` already holds the batch, so the terms are the batch's.
   */
  private publish(events: EngineEvent[]): void {
    const { bus, instrument } = this.options
    this.options.onCommit?.()
    const trades: TradeExecuted[] = []
    const byTrader = new Map<string, EngineEvent[]>()
    let termsMoved = false
    for (const event of events) {
      this.depth.apply(event)
      if (event.type === 'TradeExecuted') trades.push(event)
      else if (TERMS_EVENTS.has(event.type)) termsMoved = true
      for (const traderId of tradersOf(event)) push(byTrader, traderId, event)
    }
    const changes = this.depth.takeChanges()
    if (changes.length) {
      const delta: BookDelta = { instrument, seq: ++this.seq, changes }
      bus.publish(marketSubjects.book(instrument), delta)
    }
    if (trades.length) bus.publish(marketSubjects.trades(instrument), { instrument, trades })
    if (termsMoved || trades.length) {
      const update: TermsUpdate = {
        instrument,
        terms: this.terms(),
        ...(trades.length ? { lastPrice: (trades.at(-1) as TradeExecuted).price } : {}),
      }
      bus.publish(marketSubjects.terms(instrument), update)
    }
    for (const [traderId, own] of byTrader) {
      bus.publish(marketSubjects.traderOrders(traderId), { instrument, events: own })
    }
  }

  private maybeSnapshot(appended: number): void {
    const every = this.options.snapshotEvery ?? 10_000
    this.eventsSinceSnapshot += appended
    if (!every || this.eventsSinceSnapshot < every) return
    this.eventsSinceSnapshot = 0
    // Captured now (the state moves on); saved in the background: a lost snapshot only costs replay time.
    const data = snapshot(this.state)
    const version = this.version
    this.options.store
      .saveSnapshot(this.streamId, {
        version,
        type: ENGINE_SNAPSHOT_TYPE,
        schemaVersion: ENGINE_SNAPSHOT_SCHEMA_VERSION,
        data,
      })
      .catch((error: unknown) => this.log.warn({ err: error, version }, 'snapshot not saved'))
  }
}

/** The events that change the market's terms (a trade moves the reference price too). */
const TERMS_EVENTS: ReadonlySet<EngineEvent['type']> = new Set([
  'MarketStatusChanged',
  'FeeScheduleChanged',
  'ReferencePriceSet',
])

/** The traders an event concerns: its trader, or the buyer and the seller of a trade. */
function tradersOf(event: EngineEvent): string[] {
  if ('traderId' in event) return [event.traderId]
  if ('buyerId' in event)
    return event.buyerId === event.sellerId ? [event.buyerId] : [event.buyerId, event.sellerId]
  return []
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
