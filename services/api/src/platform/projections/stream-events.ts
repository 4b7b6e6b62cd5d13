import { positionToNumber, type RecordedEvent } from '@iqs/eventstore'

/** An event of one of the token side's own streams, with its stream and place in the log. */
export interface StreamEvent<Event> {
  streamId: string
  /** The stream id without its prefix: the proposal, conversion, trade, news or vote id. */
  id: string
  event: Event
  position: number
}

/**
 * The events of the streams whose id starts with `prefix` (e.g. `p2p-`), in log order; the rest of
 * the batch is skipped. Used by the small projections of P2P, conversions, settlement, news, votes.
 */
export function streamEvents<Event>(
  recorded: readonly RecordedEvent[],
  prefix: string,
): StreamEvent<Event>[] {
  const out: StreamEvent<Event>[] = []
  for (const r of recorded) {
    if (!r.streamId.startsWith(prefix)) continue
    out.push({
      streamId: r.streamId,
      id: r.streamId.slice(prefix.length),
      event: r.data as Event,
      position: positionToNumber(r.position),
    })
  }
  return out
}
