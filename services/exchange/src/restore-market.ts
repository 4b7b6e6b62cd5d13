import {
  evolve,
  initialState,
  restore,
  type BookKind,
  type EngineEvent,
  type EngineSnapshot,
  type EngineState,
  type MarketConfig,
} from '@iqs/engine'
import type { EventStore, RecordedEvent } from '@iqs/eventstore'
import { ENGINE_SNAPSHOT_SCHEMA_VERSION, ENGINE_SNAPSHOT_TYPE } from './market-stream.js'

const PAGE = 5_000

export interface RestoredMarket {
  state: EngineState
  /** The stream version the state reflects. */
  version: number
  /** The events read after the snapshot (the tail), for callers that rebuild more than the engine. */
  tail: RecordedEvent[]
}

/**
 * Rebuilds a market's engine state: the latest snapshot, if any, then every
 * later event of the stream, applied in order. `untilVersion` stops early
 * (time travel); the snapshot is skipped when it is newer than that.
 */
export async function restoreMarket(
  store: EventStore,
  streamId: string,
  config: MarketConfig,
  options: { book?: BookKind; untilVersion?: number; useSnapshot?: boolean; keepTail?: boolean } = {},
): Promise<RestoredMarket> {
  const until = options.untilVersion ?? Infinity
  const book = options.book ?? config.book ?? 'fast'
  let state: EngineState | undefined
  let version = 0
  if (options.useSnapshot !== false) {
    const saved = await store.loadSnapshot(streamId)
    if (
      saved &&
      saved.type === ENGINE_SNAPSHOT_TYPE &&
      saved.schemaVersion === ENGINE_SNAPSHOT_SCHEMA_VERSION &&
      saved.version <= until
    ) {
      state = restore(saved.data as EngineSnapshot, { book })
      version = saved.version
    }
  }
  state ??= initialState({ ...config, book })
  const tail: RecordedEvent[] = []
  for (;;) {
    const limit = Math.min(PAGE, until - version)
    if (limit <= 0) break
    const page = await store.readStream(streamId, { fromVersion: version + 1, limit })
    for (const recorded of page) {
      evolve(state, recorded.data as EngineEvent)
      version = recorded.streamVersion
      if (options.keepTail) tail.push(recorded)
    }
    if (page.length < limit) break
  }
  return { state, version, tail }
}
