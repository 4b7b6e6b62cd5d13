import type { HttpClient, Session } from './http-client.js'
import { expectStatus } from './traders.js'

/** What the event log says about what the driver was told. */
export interface LogCheck {
  eventsRead: number
  /** Acknowledged ids of each checked event type that the log does not hold. */
  missing: number
  /** Acknowledged ids that the log holds more than once. */
  duplicated: number
  examples: string[]
}

/**
 * Reads the whole event log (GET /api/admin/events, 1,000 a page) and
 * checks that every acknowledged id appears exactly once among the events
 * of its type: `expected` maps an event type (`OrderAccepted`) to the ids
 * the api acknowledged. Run after the load, so that a lost or doubled
 * acknowledged command fails the run.
 *
 * @example await verifyLog(client, admin, new Map([['OrderAccepted', ackedOrderIds]]))
 */
export async function verifyLog(
  client: HttpClient,
  admin: Session,
  expected: Map<string, Set<string>>,
): Promise<LogCheck> {
  const seen = new Map<string, Map<string, number>>()
  for (const type of expected.keys()) seen.set(type, new Map())
  let from: number | null = 1
  let eventsRead = 0
  while (from !== null) {
    const answer = expectStatus(
      await client.request(admin, 'GET', `/api/admin/events?from=${from}&limit=1000`),
      'read the event log',
      200,
    )
    const page = answer.body.data as {
      events: { type: string; data: { orderId?: string } }[]
      next: number | null
    }
    for (const event of page.events) {
      eventsRead++
      const counts = seen.get(event.type)
      const id = event.data?.orderId
      if (counts && id !== undefined) counts.set(id, (counts.get(id) ?? 0) + 1)
    }
    from = page.next
  }
  let missing = 0
  let duplicated = 0
  const examples: string[] = []
  for (const [type, ids] of expected) {
    const counts = seen.get(type)!
    for (const id of ids) {
      const n = counts.get(id) ?? 0
      if (n === 1) continue
      if (n === 0) missing++
      else duplicated++
      if (examples.length < 5) examples.push(`${type} ${id} x${n}`)
    }
  }
  return { eventsRead, missing, duplicated, examples }
}
