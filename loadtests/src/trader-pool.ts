import { takeCode, type Trader } from './traders.js'

/**
 * Lends traders one at a time, each with its next TOTP code, so that a
 * trader has at most one order in flight and its codes reach the server in
 * step order. Waiting for a free trader counts in the operation's latency
 * (it is measured from the scheduled time).
 *
 * @example const lease = await pool.acquire(); ...; pool.release(lease.trader)
 */
export class TraderPool {
  private readonly idle: Trader[]
  private readonly waiters: (() => void)[] = []

  constructor(traders: Trader[]) {
    this.idle = [...traders]
  }

  /** A free trader and its code; undefined when no trader has a code the server would take now. */
  async acquire(): Promise<{ trader: Trader; code: string } | undefined> {
    for (;;) {
      const now = Date.now()
      const tried: Trader[] = []
      let lease: { trader: Trader; code: string } | undefined
      while (this.idle.length > 0) {
        const trader = this.idle.shift()!
        const code = takeCode(trader, now)
        if (code !== undefined) {
          lease = { trader, code }
          break
        }
        tried.push(trader)
      }
      this.idle.push(...tried)
      if (lease) return lease
      // Every idle trader has spent the codes the server would take now: the run needs more traders.
      if (tried.length > 0) return undefined
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  release(trader: Trader) {
    this.idle.push(trader)
    this.waiters.shift()?.()
  }
}
