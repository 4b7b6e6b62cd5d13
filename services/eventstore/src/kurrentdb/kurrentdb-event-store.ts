import {
  BACKWARDS,
  END,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  streamNameFilter,
  WrongExpectedVersionError as KurrentWrongExpectedVersion,
  type AppendStreamRequest,
  type AppendStreamState,
  type JSONType,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@kurrent/kurrentdb-client'
import { canonicalJson } from '../canonical-json.js'
import { CheckpointConflictError } from '../checkpoint-conflict-error.js'
import { EventIdConflictError } from '../event-id-conflict-error.js'
import type {
  AppendRequest,
  AppendResult,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  Position,
  RecordedEvent,
  StoredSnapshot,
  Subscription,
} from '../event-store.js'
import { startPollingSubscription } from '../polling-subscription.js'
import { createUpcasterRegistry, type UpcasterRegistry } from '../upcaster-registry.js'
import { WakeSignal } from '../wake-signal.js'
import { WrongExpectedVersionError } from '../wrong-expected-version-error.js'

export interface KurrentDbEventStoreOptions {
  /** `kurrentdb://host:2113?tls=false`, or an open client (then `close` leaves it open). */
  connection: string | KurrentDBClient
  upcasters?: UpcasterRegistry
  /** Longest sleep of an idle live subscription before it polls again; 250 ms by default. */
  pollIntervalMs?: number
}

/** Streams this adapter keeps for itself; `readAll` and subscriptions leave them out. */
const COMMAND_PREFIX = 'iqs-command-'
const CHECKPOINT_PREFIX = 'iqs-checkpoint-'
const SNAPSHOT_PREFIX = 'iqs-snapshot-'
const USER_STREAMS = streamNameFilter({ regex: '^(?!\\$|iqs-(command|checkpoint|snapshot)-)' })
const DIGITS = 20

/** How an event is wrapped in KurrentDB's metadata: its schema version beside our metadata. */
interface Envelope {
  schemaVersion: number
  metadata: EventMetadata
}

/** A command's outcome as stored in its `iqs-command-` stream (positions are read back from the events). */
interface StoredOutcome {
  streamId: string
  nextExpectedVersion: number
  count: number
  result?: unknown
}

/**
 * The event store port on KurrentDB, for deployments that prefer a dedicated
 * event database. Passes the same contract tests when `KURRENTDB_URL` is set.
 *
 * Positions are KurrentDB's commit/prepare pair, written as a fixed-width
 * token (`commit-prepare`, 20 digits each) so they sort as strings. Stream
 * versions are KurrentDB revisions + 1. Command results, checkpoints and
 * snapshots live in streams of their own (`iqs-command-`, `iqs-checkpoint-`,
 * `iqs-snapshot-`). Several streams in one `appendMany` use the server's
 * multi-stream append (KurrentDB 25.1 or later). No hash chain here: the
 * server's log is append-only by construction; `verifyChain` is PostgreSQL's.
 * Live subscriptions poll `readAll` (woken at once by this process's appends).
 *
 * @example
 * const store = createKurrentDbEventStore({ connection: 'kurrentdb://127.0.0.1:2113?tls=false' })
 */
export function createKurrentDbEventStore(options: KurrentDbEventStoreOptions): EventStore {
  const client =
    typeof options.connection === 'string'
      ? KurrentDBClient.connectionString(options.connection)
      : options.connection
  const upcasters = options.upcasters ?? createUpcasterRegistry()
  const wake = new WakeSignal()
  const subscriptions = new Set<Subscription>()

  const toEvent = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined => {
    const event = resolved.event
    if (!event || !event.isJson || !event.position) return undefined
    const envelope = (event.metadata ?? {}) as Partial<Envelope>
    const { schemaVersion, data } = upcasters.upcast(event.type, envelope.schemaVersion ?? 1, event.data)
    return {
      streamId: event.streamId,
      streamVersion: Number(event.revision) + 1,
      eventId: event.id,
      type: event.type,
      schemaVersion,
      data,
      metadata: envelope.metadata ?? {},
      recordedAt: event.created,
      position: encodePosition(event.position),
    }
  }

  const readStream = async (streamId: string, fromVersion = 1, limit?: number, backwards = false) => {
    const found: RecordedEvent[] = []
    try {
      const reading = client.readStream(streamId, {
        fromRevision: backwards ? END : BigInt(fromVersion - 1),
        direction: backwards ? BACKWARDS : FORWARDS,
        ...(limit !== undefined ? { maxCount: limit } : {}),
      })
      for await (const resolved of reading) {
        const event = toEvent(resolved)
        if (event) found.push(event)
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return []
      throw error
    }
    return found
  }

  const readStreamVersion = async (streamId: string) =>
    (await readStream(streamId, 1, 1, true))[0]?.streamVersion ?? 0

  const lastOf = async <T>(streamId: string) => {
    const [last] = await readStream(streamId, 1, 1, true)
    return last && { data: last.data as T, version: last.streamVersion }
  }

  /** The outcome of a recorded command, with its positions read back from the events it wrote. */
  const outcomeOf = async (stored: StoredOutcome): Promise<AppendResult> => {
    const written =
      stored.count === 0
        ? []
        : await readStream(stored.streamId, stored.nextExpectedVersion - stored.count + 1, stored.count)
    return {
      streamId: stored.streamId,
      nextExpectedVersion: stored.nextExpectedVersion,
      ...(written.length > 0
        ? { firstPosition: written[0]?.position, lastPosition: written.at(-1)?.position }
        : {}),
      ...(stored.result !== undefined ? { result: stored.result } : {}),
      duplicate: true,
    }
  }

  const readAll = async ({ after, limit = 1000 }: { after?: Position; limit?: number } = {}) => {
    const found: RecordedEvent[] = []
    const reading = client.readAll({
      fromPosition: after === undefined ? START : decodePosition(after),
      maxCount: limit + 1,
      filter: USER_STREAMS,
    })
    for await (const resolved of reading) {
      const event = toEvent(resolved)
      if (event && (after === undefined || event.position > after)) found.push(event)
    }
    return found.slice(0, limit)
  }

  const appendMany = async (requests: readonly AppendRequest[]): Promise<AppendResult[]> => {
    const streamIds = [...new Set(requests.map((request) => request.streamId))]
    const versions = new Map(
      await Promise.all(streamIds.map(async (id) => [id, await readStreamVersion(id)] as const)),
    )
    const before = new Map(versions)
    const results: (AppendResult | undefined)[] = []
    const writes = new Map<string, { events: ReturnType<typeof toEventData>[] }>()
    const commandWrites: { key: string; outcome: StoredOutcome }[] = []
    const seen = new Set<string>()

    for (const request of requests) {
      const key = request.idempotencyKey ?? commonCommandId(request)
      const recorded = key && !seen.has(key) ? await lastOf<StoredOutcome>(COMMAND_PREFIX + key) : undefined
      if (recorded) {
        results.push(await outcomeOf(recorded.data))
        continue
      }
      const actual = versions.get(request.streamId) ?? 0
      const retried = await findRetry(request, actual)
      if (retried) {
        results.push(retried)
        continue
      }
      if (!versionMatches(request.expectedVersion, actual)) {
        throw new WrongExpectedVersionError(request.streamId, request.expectedVersion, actual)
      }
      const next = actual + request.events.length
      versions.set(request.streamId, next)
      const write = writes.get(request.streamId) ?? { events: [] }
      write.events.push(...request.events.map(toEventData))
      writes.set(request.streamId, write)
      const outcome: StoredOutcome = {
        streamId: request.streamId,
        nextExpectedVersion: next,
        count: request.events.length,
        ...(request.result !== undefined ? { result: JSON.parse(canonicalJson(request.result)) } : {}),
      }
      if (key) {
        seen.add(key)
        commandWrites.push({ key, outcome })
      }
      results.push(undefined)
    }

    const appends: AppendStreamRequest[] = [
      ...[...writes].map(([streamId, write]) => ({
        streamName: streamId,
        events: write.events,
        expectedState: revisionState(before.get(streamId) ?? 0),
      })),
      ...commandWrites.map(({ key, outcome }) => ({
        streamName: COMMAND_PREFIX + key,
        events: [jsonEvent({ type: 'CommandRecorded', data: outcome as unknown as JSONType })],
        expectedState: NO_STREAM as AppendStreamState,
      })),
    ]
    try {
      if (appends.length === 1) {
        const [only] = appends as [AppendStreamRequest]
        await client.appendToStream(only.streamName, only.events, { streamState: only.expectedState })
      } else if (appends.length > 1) {
        await client.multiStreamAppend(appends)
      }
    } catch (error) {
      if (error instanceof KurrentWrongExpectedVersion) {
        const streamId = error.streamName
        if (streamId.startsWith(COMMAND_PREFIX)) return appendMany(requests)
        const request = requests.find((r) => r.streamId === streamId)
        const actual = typeof error.actualState === 'bigint' ? Number(error.actualState) + 1 : 0
        throw new WrongExpectedVersionError(streamId, request?.expectedVersion ?? 'any', actual)
      }
      throw error
    }
    if (appends.length > 0) wake.wake()

    return Promise.all(
      requests.map(async (request, index) => {
        const done = results[index]
        if (done) return done
        const next = nextVersionOf(requests, index, before)
        const written =
          request.events.length === 0
            ? []
            : await readStream(request.streamId, next - request.events.length + 1, request.events.length)
        return {
          streamId: request.streamId,
          nextExpectedVersion: next,
          ...(written.length > 0
            ? { firstPosition: written[0]?.position, lastPosition: written.at(-1)?.position }
            : {}),
          ...(request.result !== undefined ? { result: JSON.parse(canonicalJson(request.result)) } : {}),
          duplicate: false,
        }
      }),
    )
  }

  /** A faithful retry: the stream already holds these very event ids right after the expected version. */
  const findRetry = async (request: AppendRequest, actual: number): Promise<AppendResult | undefined> => {
    if (request.events.length === 0) return undefined
    const expected = request.expectedVersion === 'no_stream' ? 0 : request.expectedVersion
    if (typeof expected !== 'number' || actual <= expected) return undefined
    const stored = await readStream(request.streamId, expected + 1, request.events.length)
    const ids = request.events.map((event) => event.eventId.toLowerCase())
    const matching = stored.filter((event, i) => event.eventId.toLowerCase() === ids[i])
    if (matching.length === 0) return undefined
    if (matching.length !== ids.length) {
      throw new EventIdConflictError(
        request.streamId,
        ids,
        'some event ids are already recorded, but not this exact append',
      )
    }
    return {
      streamId: request.streamId,
      nextExpectedVersion: expected + ids.length,
      firstPosition: stored[0]?.position,
      lastPosition: stored.at(-1)?.position,
      duplicate: true,
    }
  }

  return {
    async append(streamId, expectedVersion, events, appendOptions = {}) {
      const [result] = await appendMany([{ streamId, expectedVersion, events, ...appendOptions }])
      return result as AppendResult
    },
    appendMany,
    readStream: (streamId, { fromVersion = 1, limit } = {}) => readStream(streamId, fromVersion, limit),
    readStreamVersion,
    readAll,

    async readLastPosition() {
      for await (const resolved of client.readAll({
        fromPosition: END,
        direction: BACKWARDS,
        maxCount: 1,
        filter: USER_STREAMS,
      })) {
        const event = toEvent(resolved)
        if (event) return event.position
      }
      return undefined
    },

    subscribeToAll(handler, subscribeOptions = {}) {
      const subscription = startPollingSubscription({
        readAll,
        handler,
        wake,
        after: subscribeOptions.after,
        batchSize: subscribeOptions.batchSize ?? 500,
        pollIntervalMs: options.pollIntervalMs ?? 250,
        onEnd: () => subscriptions.delete(subscription),
      })
      subscriptions.add(subscription)
      return subscription
    },

    async readCommandResult(idempotencyKey) {
      const recorded = await lastOf<StoredOutcome>(COMMAND_PREFIX + idempotencyKey)
      return recorded && outcomeOf(recorded.data)
    },

    async readCheckpoint(name) {
      return (await lastOf<{ position: Position }>(CHECKPOINT_PREFIX + name))?.data.position
    },

    async writeCheckpoint(name, expected, next) {
      const current = await lastOf<{ position: Position }>(CHECKPOINT_PREFIX + name)
      if (current?.data.position !== expected)
        throw new CheckpointConflictError(name, expected, current?.data.position)
      try {
        await client.appendToStream(
          CHECKPOINT_PREFIX + name,
          jsonEvent({ type: 'CheckpointMoved', data: { position: next } }),
          {
            streamState: revisionState(current?.version ?? 0),
          },
        )
      } catch (error) {
        if (!(error instanceof KurrentWrongExpectedVersion)) throw error
        const actual = await lastOf<{ position: Position }>(CHECKPOINT_PREFIX + name)
        throw new CheckpointConflictError(name, expected, actual?.data.position)
      }
    },

    async saveSnapshot(streamId, snapshot) {
      const current = await lastOf<StoredSnapshot>(SNAPSHOT_PREFIX + streamId)
      if (current && current.data.version > snapshot.version) return
      const data = { ...snapshot, streamId, savedAt: new Date().toISOString() }
      await client.appendToStream(
        SNAPSHOT_PREFIX + streamId,
        jsonEvent({ type: 'SnapshotSaved', data: JSON.parse(canonicalJson(data)) }),
      )
    },

    async loadSnapshot(streamId) {
      const current = await lastOf<StoredSnapshot & { savedAt: string }>(SNAPSHOT_PREFIX + streamId)
      return current && { ...current.data, savedAt: new Date(current.data.savedAt) }
    },

    comparePositions: (a, b) => (a < b ? -1 : a > b ? 1 : 0),

    async close() {
      await Promise.all([...subscriptions].map((subscription) => subscription.stop()))
      if (typeof options.connection === 'string') await client.dispose()
    },
  }
}

function toEventData(event: AppendRequest['events'][number]) {
  const envelope: Envelope = { schemaVersion: event.schemaVersion ?? 1, metadata: event.metadata ?? {} }
  return jsonEvent({
    id: event.eventId.toLowerCase(),
    type: event.type,
    data: JSON.parse(canonicalJson(event.data)) as JSONType,
    metadata: JSON.parse(canonicalJson(envelope)) as JSONType,
  })
}

/** The server-side check for a stream we found at `version`: its revision, or no stream. */
function revisionState(version: number): AppendStreamState {
  return version === 0 ? NO_STREAM : BigInt(version - 1)
}

function versionMatches(expected: ExpectedVersion, actual: number): boolean {
  if (expected === 'any') return true
  if (expected === 'no_stream') return actual === 0
  if (expected === 'stream_exists') return actual > 0
  return actual === expected
}

function commonCommandId(request: AppendRequest): string | undefined {
  const ids = new Set(request.events.map((event) => event.metadata?.commandId))
  const [only] = ids
  return ids.size === 1 && typeof only === 'string' ? only : undefined
}

/** The version of a request's stream after it, counting the requests before it on the same stream. */
function nextVersionOf(
  requests: readonly AppendRequest[],
  index: number,
  before: Map<string, number>,
): number {
  const streamId = requests[index]?.streamId ?? ''
  let version = before.get(streamId) ?? 0
  for (let i = 0; i <= index; i++)
    if (requests[i]?.streamId === streamId) version += requests[i]?.events.length ?? 0
  return version
}

function encodePosition(position: { commit: bigint; prepare: bigint }): Position {
  return `${position.commit.toString().padStart(DIGITS, '0')}-${position.prepare.toString().padStart(DIGITS, '0')}`
}

function decodePosition(position: Position): { commit: bigint; prepare: bigint } {
  const match = /^(\d+)-(\d+)$/.exec(position)
  if (!match) throw new RangeError(`Not a KurrentDB event store position: ${position}`)
  return { commit: BigInt(match[1] as string), prepare: BigInt(match[2] as string) }
}
