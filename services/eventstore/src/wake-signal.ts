/**
 * Wakes sleeping subscribers when new events may have been committed.
 *
 * A hint only: subscribers poll anyway. The generation counter closes the
 * race between "read found nothing" and "start sleeping": a wake that
 * happened in between makes `wait` return at once.
 */
export class WakeSignal {
  #generation = 0
  readonly #sleepers = new Set<() => void>()

  /** Changes whenever `wake` is called; pass it to `wait`. */
  get generation(): number {
    return this.#generation
  }

  wake(): void {
    this.#generation++
    for (const sleeper of this.#sleepers) sleeper()
    this.#sleepers.clear()
  }

  /** Resolves on the next wake after `generation`, or after `timeoutMs`, whichever comes first. */
  wait(generation: number, timeoutMs: number): Promise<void> {
    if (generation !== this.#generation) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.#sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, timeoutMs)
      this.#sleepers.add(done)
    })
  }
}
