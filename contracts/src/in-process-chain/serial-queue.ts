/**
 * Runs tasks one at a time, in the order they came. The chain has one state: a send reads its
 * sender's nonce and mines, and an eth_call checkpoints and reverts that same state, so no two of
 * them may interleave at an `await`.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task)
    // The next task waits for this one to settle, whether it succeeded or not.
    this.tail = result.catch(() => undefined)
    return result
  }

  /** Resolves once every task queued so far has settled. */
  async drain(): Promise<void> {
    await this.tail
  }
}
