import type { Metrics } from './metrics.js'

export interface FixedRateOptions {
  /** Operations started per second. */
  rate: number
  /** How long to keep starting operations, seconds. */
  durationSeconds: number
  /** Above this many unfinished operations, a due one is counted as an error rather than started. */
  maxInFlight: number
  /** How long to wait for the last operations after the schedule ends. */
  drainMs?: number
  /** Runs operation `index`, scheduled at `scheduledAt` (performance.now() time base). */
  operation: (index: number, scheduledAt: number) => Promise<void>
}

/**
 * An open-model load: operation i is due at start + i / rate whatever
 * happened to the earlier ones, and its latency is measured from that due
 * time, so a stalled server shows as latency rather than as a slower
 * arrival rate (no coordinated omission). At most rate x duration
 * operations; a due operation that finds `maxInFlight` unfinished ones is
 * an error ("driver saturated"), not a silent delay.
 *
 * @example await runAtFixedRate(metrics, { rate: 100, durationSeconds: 10, maxInFlight: 1000, operation })
 */
export async function runAtFixedRate(
  metrics: Metrics,
  options: FixedRateOptions,
): Promise<{ elapsedMs: number }> {
  const total = Math.floor(options.rate * options.durationSeconds)
  const start = performance.now()
  let issued = 0
  let inFlight = 0
  let idle: (() => void) | undefined
  const finished = () => {
    inFlight--
    if (inFlight === 0) idle?.()
  }
  while (issued < total) {
    const now = performance.now()
    const due = Math.min(total, Math.floor(((now - start) * options.rate) / 1000) + 1)
    while (issued < due) {
      const index = issued++
      const scheduledAt = start + (index * 1000) / options.rate
      if (inFlight >= options.maxInFlight) {
        metrics.error('driver saturated (max in flight)')
        continue
      }
      inFlight++
      options.operation(index, scheduledAt).then(finished, (error: unknown) => {
        metrics.error(`exception: ${error instanceof Error ? error.message.slice(0, 120) : String(error)}`)
        finished()
      })
    }
    if (issued >= total) break
    const nextDue = start + (issued * 1000) / options.rate
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, nextDue - performance.now()))))
  }
  const scheduleEnd = performance.now()
  if (inFlight > 0) {
    const drained = new Promise<void>((resolve) => (idle = resolve))
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, options.drainMs ?? 30_000)))
    await Promise.race([drained, timeout])
    clearTimeout(timer)
    if (inFlight > 0) metrics.error(`unfinished after the drain timeout: ${inFlight}`)
  }
  return { elapsedMs: Math.max(scheduleEnd, performance.now()) - start }
}
