import { getEvents } from './get-events.js'

/** The event at a position, or null past the end of the log. */
async function eventAt(position: number, signal?: AbortSignal) {
  const page = await getEvents({ from: position, limit: 1 }, signal)
  const event = page.events[0]
  return event && event.position >= position ? event : null
}

/**
 * Maps a moment to a log position: the last event recorded at or before
 * it (0 when the log started later). The log is append-only and ordered by
 * time of recording, so a binary search over positions finds it in about
 * 2·log2(n) small reads, after doubling to find the end.
 *
 * @example
 * const position = await findPositionAt(new Date('2025-03-01T12:00:00Z'))
 */
export async function findPositionAt(moment: Date, signal?: AbortSignal): Promise<number> {
  const target = moment.getTime()
  const first = await eventAt(1, signal)
  if (!first || Date.parse(first.recordedAt) > target) return 0
  // Invariant: the event at `low` is at or before the moment; `high` is after it or past the end.
  let low = first.position
  let high = low * 2
  for (;;) {
    const probe = await eventAt(high, signal)
    if (!probe || Date.parse(probe.recordedAt) > target) break
    low = probe.position
    high = low * 2
  }
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    const probe = await eventAt(mid, signal)
    // Positions may have gaps: the probe is the first event at or after `mid`.
    if (probe && probe.position < high && Date.parse(probe.recordedAt) <= target) low = probe.position
    else high = mid
  }
  return low
}
