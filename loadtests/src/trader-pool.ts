import { ORDERS_IN_FLIGHT_PER_TRADER, takeCode, type Trader } from './traders.js'

/**
 * Lends traders round robin, each with the TOTP code its next order carries
 * (see `takeCode`): up to ORDERS_IN_FLIGHT_PER_TRADER orders of one trader
 * at a time, all with the code of one step, so that its codes reach the
 * server in step order. Waiting for a free trader counts in the operation's
 * latency (it is measured from the scheduled time).
 *
 * @example const lease = await pool.acquire(); ...; pool.release(lease.trader)
 */
export class TraderPool {
  private readonly traders: Trader[]
  private next = 0
  private readonly waiters: (() => void)[] = []

  constructor(traders: Trader[]) {
    this.traders = [...traders]
  }

  /** A trader and its code; undefined when every trader has spent its precomputed codes. */
  async acquire(): Promise<{ trader: Trader; code: string } | undefined> {
    for (;;) {
      const now = Date.now()
      let exhausted = 0
      for (let tried = 0; tried < this.traders.length; tried++) {
        const trader = this.traders[this.next]!
        this.next = (this.next + 1) % this.traders.length
        if (trader.inFlight >= ORDERS_IN_FLIGHT_PER_TRADER) continue
        const code = takeCode(trader, now)
        if (code === 'exhausted') exhausted++
        else if (code !== 'busy') {
          trader.inFlight++
          return { trader, code }
        }
      }
      if (exhausted === this.traders.length) return undefined
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  release(trader: Trader) {
    trader.inFlight--
    this.waiters.shift()?.()
  }
}
