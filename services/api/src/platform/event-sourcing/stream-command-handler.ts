import { WrongExpectedVersionError, type EventMetadata, type EventStore } from '@iqs/eventstore'
import { randomUUID } from 'node:crypto'
import type { Decider } from './decider.js'

export interface HandledCommand<State, Event> {
  /** The state after the new events. */
  state: State
  /** The events this command appended (empty when it changed nothing). */
  events: Event[]
  /** The stream's version after the append. */
  version: number
}

/**
 * What is recorded with each event of a command: who, why, and `time` (ISO 8601), the moment the
 * command was decided by the app's clock (`app.clock`). The handler never reads a clock itself, so
 * a command whose events carry an `at` records the same instant in both.
 */
export type CommandMetadata = EventMetadata & { time: string }

/**
 * Runs one command against one stream: reads the stream, folds it into the
 * state, decides, and appends with the version it read as the expected
 * version. If another request appended in between, it reads again and
 * decides again (a few times), so two admins clicking at once can never both
 * win on stale state.
 *
 * @example
 * const { state } = await handleStreamCommand(store, `share-owner-${userId}`, shareOwnerDecider,
 *   { type: 'ApproveShareOwner', ... }, { userId: adminId, time: app.clock.date().toISOString() })
 */
export async function handleStreamCommand<State, Command, Event extends { type: string }>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  metadata: CommandMetadata,
  options: { attempts?: number; idempotencyKey?: string } = {},
): Promise<HandledCommand<State, Event>> {
  const attempts = options.attempts ?? 5
  for (let attempt = 1; ; attempt++) {
    const { state, version } = await readStreamState(store, streamId, decider)
    const events = decider.decide(command, state)
    if (events.length === 0) return { state, events, version }
    try {
      await store.append(
        streamId,
        version,
        events.map((event) => ({
          eventId: randomUUID(),
          type: event.type,
          data: event,
          metadata,
        })),
        // A retried request with a recorded key writes nothing again.
        options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
      )
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < attempts) continue
      throw error
    }
    return { state: events.reduce(decider.evolve, state), events, version: version + events.length }
  }
}

/** The state of a stream: every event folded through `evolve`, and the version read. */
export async function readStreamState<State, Event extends { type: string }>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
): Promise<{ state: State; version: number }> {
  let state = decider.initialState()
  let version = 0
  for (;;) {
    const page = await store.readStream(streamId, { fromVersion: version + 1, limit: 1_000 })
    for (const recorded of page) {
      state = decider.evolve(state, recorded.data as Event)
      version = recorded.streamVersion
    }
    if (page.length < 1_000) return { state, version }
  }
}
