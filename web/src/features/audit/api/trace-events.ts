import type { LogEvent } from '@iqs/protocol'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getEvents } from './get-events.js'

/** How far a trace reads: 20 pages of 1000 events. */
const MAX_PAGES = 20

/**
 * Every event, on any stream, whose stream id, data or metadata mentions an
 * id (an order id, a trade id): the order's acceptance on the market
 * stream, its fills, the trade, then the settlement stream's steps. The
 * api filters by stream and type only, so the browser reads the log in
 * pages and keeps the matches.
 *
 * @example
 * const { events } = await traceEvents('5f0c...')
 */
export async function traceEvents(id: string, signal?: AbortSignal) {
  const needle = id.trim().toLowerCase()
  const events: LogEvent[] = []
  let from: number | null = 1
  let pages = 0
  while (from !== null && pages < MAX_PAGES) {
    const page = await getEvents({ from, limit: 1000 }, signal)
    for (const event of page.events) {
      if (JSON.stringify([event.streamId, event.data, event.metadata]).toLowerCase().includes(needle))
        events.push(event)
    }
    from = page.next
    pages++
  }
  return { events, complete: from === null }
}

export function getTraceQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['audit', 'trace', id],
    queryFn: ({ signal }) => traceEvents(id, signal),
    enabled: id.trim().length >= 4,
  })
}

export function useTrace(id: string) {
  return useQuery(getTraceQueryOptions(id))
}
