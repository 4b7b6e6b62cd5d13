import type { Position, RecordedEvent, ReadAllOptions, Subscription } from './event-store.js'
import type { WakeSignal } from './wake-signal.js'

export interface PollingSubscriptionOptions {
  readAll: (options: ReadAllOptions) => Promise<RecordedEvent[]>
  handler: (event: RecordedEvent) => void | Promise<void>
  wake: WakeSignal
  after: Position | undefined
  batchSize: number
  /** Longest sleep between two reads when nothing wakes the subscriber. */
  pollIntervalMs: number
  onEnd: () => void
}

/**
 * A subscription to the whole log built on `readAll` alone: read a page after
 * the last handled position, hand each event over in order, and when a page
 * comes back short, sleep until woken or until the poll interval passes.
 *
 * Correct with polling alone because the store's positions are gap-free and
 * in commit order: reading "after p" can never miss an event that commits
 * later with a smaller position. Wake-ups (in-process appends, PostgreSQL
 * NOTIFY) only cut the latency. A failed read is retried after the poll
 * interval; a failing handler ends the subscription (`done` rejects), since
 * skipping its event would break the reader's state.
 */
export function startPollingSubscription(options: PollingSubscriptionOptions): Subscription {
  let position = options.after
  let stopped = false

  const loop = async () => {
    while (!stopped) {
      const generation = options.wake.generation
      let events: RecordedEvent[]
      try {
        events = await options.readAll({ after: position, limit: options.batchSize })
      } catch {
        if (!stopped) await options.wake.wait(options.wake.generation, options.pollIntervalMs)
        continue
      }
      for (const event of events) {
        if (stopped) return
        await options.handler(event)
        position = event.position
      }
      if (events.length < options.batchSize && !stopped) {
        await options.wake.wait(generation, options.pollIntervalMs)
      }
    }
  }

  const done = loop().finally(options.onEnd)
  // The caller may never look at `done`; a handler error must not crash the process unseen.
  done.catch(() => undefined)

  return {
    get position() {
      return position
    },
    done,
    async stop() {
      stopped = true
      options.wake.wake()
      await done.catch(() => undefined)
    },
  }
}
