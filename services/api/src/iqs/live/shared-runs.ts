/**
 * Wraps an async job so that calls made while it runs share one more run after it, instead of each
 * starting its own: a burst of trades costs at most one read in flight and one queued, and every
 * call still resolves after a run that started after it (so that run saw what the caller knew of).
 *
 * @example
 * const refresh = sharedRuns(() => readAndPublish())
 * bus.subscribe(subject, () => void refresh())
 */
export function sharedRuns(run: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined
  const start = (): Promise<void> => {
    const current: Promise<void> = run()
      .then(() => undefined)
      .finally(() => {
        if (running === current) running = undefined
      })
    running = current
    return current
  }
  return () => {
    if (!running) return start()
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined
        return start()
      })
    return queued
  }
}
