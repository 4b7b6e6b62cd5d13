import { verifyChainTail, type AnyKysely, type EventStore } from '@iqs/eventstore'
import { appError } from '../../platform/errors.js'

/** The start-up check of the event log's hash chain, as health shows it. */
export interface EventLogCheck {
  ok: boolean
  /** For anonymous callers: positions only, e.g. `hash chain broken at position 42`. */
  detail: string
}

/**
 * Verifies the hash chain from the last verified position to the head (`verifyChainTail`: the
 * tail only, so a long log starts fast) before any market writer appends, because a new event
 * would chain onto a tampered one. On a break it logs one error line naming the position, as
 * `npm run audit:verify` does; the caller then halts the writers.
 *
 * @example
 * const eventLog = await checkEventLog(app.db, app.log)
 * if (!eventLog.ok) await writer.halt(eventLog.detail)
 */
export async function checkEventLog(
  db: AnyKysely,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
): Promise<EventLogCheck> {
  const started = performance.now()
  const report = await verifyChainTail({ db })
  const ms = Math.round(performance.now() - started)
  if (report.ok) {
    log.info(
      { from: report.from, headPosition: report.headPosition, ms },
      'event log hash chain verified from the last verified position to the head',
    )
    return { ok: true, detail: `hash chain verified to position ${report.headPosition}` }
  }
  log.error(
    { position: report.position, reason: report.reason, from: report.from },
    `event log TAMPERED at position ${report.position}: ${report.reason}. Market writes are refused ` +
      '(EVENT_LOG_BROKEN) until the log is repaired; run npm run audit:verify',
  )
  return { ok: false, detail: `hash chain broken at position ${report.position}` }
}

/**
 * The store as the api's own streams use it (share owners, P2P, conversions, settlement, news,
 * votes) when the start-up check found the chain broken: reads as usual, every append refused with
 * EVENT_LOG_BROKEN, since a new event would chain onto the tampered one. The market writers are
 * halted by their own check.
 *
 * @example app.decorate('eventStore', eventLog.ok ? store : refuseAppends(store, eventLog))
 */
export function refuseAppends(store: EventStore, check: EventLogCheck): EventStore {
  const refuse = () =>
    Promise.reject(appError('EVENT_LOG_BROKEN', `The event log is broken (${check.detail})`))
  return Object.assign(Object.create(store) as EventStore, { append: refuse, appendMany: refuse })
}
