/**
 * A place in the global log of events.
 *
 * Opaque outside its adapter: persist it as text (checkpoints) and hand it
 * back to `readAll` / `subscribeToAll`. Positions of one store are fixed-width
 * strings, so plain string comparison (`a < b`) orders them; `comparePositions`
 * says the same thing out loud. On PostgreSQL it is the zero-padded global
 * position (`'0000000000000042'`, see `positionToNumber`); on KurrentDB the
 * commit and prepare positions.
 */
export type Position = string

/**
 * What the caller promises about a stream before appending to it.
 *
 * A number is the stream's current version (0 for a stream with no events);
 * `'no_stream'` is the same as 0; `'stream_exists'` means at least one event;
 * `'any'` skips the check.
 */
export type ExpectedVersion = number | 'no_stream' | 'stream_exists' | 'any'

/** Who and what caused an event. Every field is optional; extra JSON fields are kept. */
export interface EventMetadata {
  /** The command that produced the event: a retried command id returns the first outcome. */
  commandId?: string
  /** The event or command that directly caused this one. */
  causationId?: string
  /** The conversation (request, saga) this event belongs to. */
  correlationId?: string
  userId?: string | number
  /** When the command was decided, from the caller's clock (ISO 8601). */
  time?: string
  [key: string]: unknown
}

/** An event to append. The caller supplies the id, so a retry can be recognised. */
export interface NewEvent<Data = unknown> {
  /** A UUID. Appending an id that already exists is an idempotent retry. */
  eventId: string
  /** Past tense, e.g. `OrderAccepted`. */
  type: string
  /** Version of `data`'s shape for this type; 1 when omitted. */
  schemaVersion?: number
  /** Any JSON value. */
  data: Data
  metadata?: EventMetadata
}

/** An event as stored, upcast to the newest schema version of its type. */
export interface RecordedEvent<Data = unknown> {
  streamId: string
  /** 1 for the stream's first event. */
  streamVersion: number
  eventId: string
  type: string
  schemaVersion: number
  data: Data
  metadata: EventMetadata
  /** When the store recorded the event (its clock, millisecond precision). */
  recordedAt: Date
  position: Position
  /** The hash-chain link of the stored row (PostgreSQL); absent where the adapter has no chain. */
  hash?: string
}

/** One stream's part of an append. */
export interface AppendRequest {
  streamId: string
  expectedVersion: ExpectedVersion
  events: readonly NewEvent[]
  /**
   * Identifies the command behind this append; defaults to the events'
   * common `metadata.commandId`. A second append with a recorded key writes
   * nothing and returns the first outcome.
   */
  idempotencyKey?: string
  /** JSON stored with the command's outcome and returned again on a retry (e.g. the command's reply). */
  result?: unknown
}

/** What an append did, or did the first time when it is a retry. */
export interface AppendResult {
  streamId: string
  /** The stream's version after the append: the next `expectedVersion`. */
  nextExpectedVersion: number
  /** Where the first and last appended events went; absent when the append had no events. */
  firstPosition?: Position
  lastPosition?: Position
  /** The `result` given with the first append of this idempotency key. */
  result?: unknown
  /** True when nothing was written because the event ids or the idempotency key were already recorded. */
  duplicate: boolean
}

export interface ReadStreamOptions {
  /** First stream version to return (inclusive); 1 when omitted. */
  fromVersion?: number
  /** At most this many events; all when omitted. Page by `fromVersion = last.streamVersion + 1`. */
  limit?: number
}

export interface ReadAllOptions {
  /** Return events strictly after this position; from the start when omitted. */
  after?: Position
  /** At most this many events; 1000 when omitted. */
  limit?: number
}

export interface SubscribeOptions {
  /** Deliver events strictly after this position (a checkpoint); from the start when omitted. */
  after?: Position
  /** Events read per round trip while catching up; 500 when omitted. */
  batchSize?: number
}

/** A running catch-up-then-live subscription to the whole log. */
export interface Subscription {
  /** The position of the last event the handler finished, or the starting point. */
  readonly position: Position | undefined
  /** Settles when the subscription ends: resolves after `stop()`, rejects with the handler's error. */
  readonly done: Promise<void>
  /** Stops after the event being handled, if any; resolves when stopped. */
  stop(): Promise<void>
}

/** The latest saved state of a stream, as of `version`. */
export interface Snapshot<Data = unknown> {
  /** The stream version the state reflects: read the stream from `version + 1` on. */
  version: number
  /** What kind of state this is, e.g. `OrderBookSnapshot`. */
  type: string
  schemaVersion: number
  data: Data
}

export interface StoredSnapshot<Data = unknown> extends Snapshot<Data> {
  streamId: string
  savedAt: Date
}

/**
 * The event store port: streams with optimistic concurrency, one global log
 * in commit order, checkpoints and snapshots.
 *
 * Adapters: `createPostgresEventStore` (PostgreSQL or PGlite, the default)
 * and `createKurrentDbEventStore`. Both pass `test/event-store.contract.ts`.
 *
 * Guarantees callers may rely on:
 * - an append is all or nothing, `appendMany` included;
 * - of two appends with the same expected version, one wins and the other
 *   throws `WrongExpectedVersionError` and writes nothing;
 * - `readAll` and subscriptions see events in one global order that is the
 *   commit order, and never see a later event without every earlier one;
 * - appending recorded event ids or a recorded idempotency key writes nothing
 *   and returns the first outcome.
 */
export interface EventStore {
  /**
   * Appends events to one stream if its version is as expected.
   *
   * @throws WrongExpectedVersionError when the stream is elsewhere; nothing is written.
   * @example
   * await store.append('market-IQS-EUR', 'no_stream', [{ eventId, type: 'MarketOpened', data: {} }])
   */
  append(
    streamId: string,
    expectedVersion: ExpectedVersion,
    events: readonly NewEvent[],
    options?: { idempotencyKey?: string; result?: unknown },
  ): Promise<AppendResult>

  /**
   * Appends to several streams (or several commands of one stream) in one
   * transaction: all or nothing. Requests are checked in order, so two
   * requests on one stream chain their expected versions. Requests that are
   * retries return their first outcome and are skipped.
   */
  appendMany(requests: readonly AppendRequest[]): Promise<AppendResult[]>

  /** Events of one stream in version order. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>

  /** The stream's current version: 0 when it has no events. */
  readStreamVersion(streamId: string): Promise<number>

  /** Events of every stream in global order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>

  /** The position of the last committed event, or undefined on an empty log: "subscribe from now". */
  readLastPosition(): Promise<Position | undefined>

  /**
   * Calls `handler` with every event after `options.after`, one at a time in
   * global order (the next only after the previous one's promise resolves),
   * catching up first and then following new appends.
   */
  subscribeToAll(
    handler: (event: RecordedEvent) => void | Promise<void>,
    options?: SubscribeOptions,
  ): Subscription

  /** The outcome recorded for an idempotency key, so a retried command need not be decided again. */
  readCommandResult(idempotencyKey: string): Promise<AppendResult | undefined>

  /** The position a named reader has recorded, or undefined before its first write. */
  readCheckpoint(name: string): Promise<Position | undefined>

  /**
   * Moves a named checkpoint from `expected` to `next` (compare and set).
   *
   * @throws CheckpointConflictError when the checkpoint is not at `expected`.
   */
  writeCheckpoint(name: string, expected: Position | undefined, next: Position): Promise<void>

  /** Saves a stream's state as of `snapshot.version`, replacing an older snapshot. */
  saveSnapshot(streamId: string, snapshot: Snapshot): Promise<void>

  /** The latest snapshot of a stream, if any. */
  loadSnapshot(streamId: string): Promise<StoredSnapshot | undefined>

  /** Orders two positions of this store: negative, zero or positive. */
  comparePositions(a: Position, b: Position): number

  /** Stops subscriptions and listeners. The database connection stays the caller's. */
  close(): Promise<void>
}
