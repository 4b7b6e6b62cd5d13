import type { EngineEvent, Instrument } from '@iqs/engine'
import { positionToNumber, type RecordedEvent } from '@iqs/eventstore'

/** A market event with what every projection needs next to it. */
export interface MarketEvent {
  instrument: Instrument
  event: EngineEvent
  position: number
  at: Date
}

const decoded = new WeakMap<readonly RecordedEvent[], MarketEvent[]>()

/**
 * The engine events of market streams (`market-IQS`, `market-OST`, and the
 * suffixed streams tests use), in order; everything else is skipped. The result is shared: read it, never change it.
 */
export function marketEvents(events: readonly RecordedEvent[]): MarketEvent[] {
  // Every projection of a runner gets the same page: decode it once.
  const cached = decoded.get(events)
  if (cached) return cached
  const out: MarketEvent[] = []
  for (const recorded of events) {
    if (!recorded.streamId.startsWith('market-')) continue
    const instrument = recorded.streamId.split('-')[1] as Instrument
    const event = recorded.data as EngineEvent
    out.push({ instrument, event, position: positionToNumber(recorded.position), at: new Date(event.at) })
  }
  decoded.set(events, out)
  return out
}
