import type { EngineEvent } from '@iqs/engine'
import type { MarketCommand } from '@iqs/exchange'

/** mulberry32: small, seeded, reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface OrderFlowOptions {
  seed: number
  traders?: number
  /** Resting orders the flow steers towards (it moves its prices to cross more or less). */
  targetResting?: number
  /** Starting mid price in cents. */
  mid?: number
}

/**
 * A seeded, realistic order flow for one market, steered by the events it
 * caused: traders are credited first, then limit orders around the last trade
 * price (most rest, many cross), cancels and amends of orders that really
 * rest, market orders, settlements and rejections of pending trades, a few
 * credits, locks and unlocks. Call `observe` with each command's events before
 * asking for more commands, or the cancels aim at stale orders (which the
 * engine refuses: also realistic).
 *
 * @example
 * const flow = new OrderFlow({ seed: 7 })
 * const command = flow.next(); flow.observe(decide(state, { ...command, at }))
 */
export class OrderFlow {
  private readonly random: () => number
  private readonly traders: string[]
  private readonly target: number
  private readonly resting: string[] = []
  private readonly restingIndex = new Map<string, number>()
  private readonly owner = new Map<string, string>()
  private readonly pending: string[] = []
  private readonly locks: string[] = []
  private mid: number
  private offset = 10
  private orderNumber = 0
  private lockNumber = 0
  private credited = 0

  constructor(options: OrderFlowOptions) {
    this.random = rng(options.seed)
    this.traders = Array.from({ length: options.traders ?? 200 }, (_, i) => `trader-${i}`)
    this.target = options.targetResting ?? 2_000
    this.mid = options.mid ?? 1_000
  }

  next(): MarketCommand {
    const r = this.random
    if (this.credited < this.traders.length) {
      const traderId = this.traders[this.credited++] as string
      return {
        type: 'CreditTokens',
        traderId,
        quantity: 10_000_000,
        source: 'TREASURY_ALLOCATION',
        reference: `alloc-${traderId}`,
      }
    }
    const traderId = this.traders[Math.floor(r() * this.traders.length)] as string
    const roll = r()
    if (roll < 0.18 && this.resting.length > 0) {
      const orderId = this.resting[Math.floor(r() * this.resting.length)] as string
      return { type: 'CancelOrder', orderId, traderId: this.owner.get(orderId) as string }
    }
    if (roll < 0.22 && this.resting.length > 0) {
      const orderId = this.resting[Math.floor(r() * this.resting.length)] as string
      return {
        type: 'AmendOrder',
        orderId,
        traderId: this.owner.get(orderId) as string,
        quantity: 1 + Math.floor(r() * 50),
      }
    }
    if (roll < 0.34 && this.pending.length > 0) {
      // One of the first 50 (mostly older trades), removed in O(1): the list grows long when settlements lag.
      const i = Math.floor(r() * Math.min(this.pending.length, 50))
      const tradeId = this.pending[i] as string
      const last = this.pending.pop() as string
      if (i < this.pending.length) this.pending[i] = last
      return r() < 0.9 ? { type: 'SettleTrade', tradeId } : { type: 'RejectSettlement', tradeId }
    }
    if (roll < 0.345) {
      const lockId = `lock-${++this.lockNumber}`
      return {
        type: 'LockTokens',
        lockId,
        traderId,
        quantity: 1 + Math.floor(r() * 20),
        purpose: r() < 0.5 ? 'P2P' : 'CONVERSION',
      }
    }
    if (roll < 0.35 && this.locks.length > 0) {
      return { type: 'UnlockTokens', lockId: this.locks.pop() as string }
    }
    const side = r() < 0.5 ? 'BUY' : 'SELL'
    const orderId = `ord-${++this.orderNumber}`
    const quantity = 1 + Math.floor(r() * 100)
    if (roll < 0.4) return { type: 'PlaceOrder', orderId, traderId, side, orderType: 'MARKET', quantity }
    // Steer the spread: more resting orders than wanted -> price more aggressively, so more cross.
    this.offset = Math.max(
      -20,
      Math.min(60, this.offset + (this.resting.length > this.target ? -0.05 : 0.05)),
    )
    const noise = (r() + r() + r() - 1.5) * 20
    const away = side === 'BUY' ? -this.offset : this.offset
    const price = Math.max(1, Math.round(this.mid + away + noise))
    return { type: 'PlaceOrder', orderId, traderId, side, orderType: 'LIMIT', price, quantity }
  }

  /** Follows the book, the pending trades and the locks from a command's events. */
  observe(events: readonly EngineEvent[]): void {
    for (const event of events) {
      switch (event.type) {
        case 'OrderRested':
          this.restingIndex.set(event.orderId, this.resting.length)
          this.resting.push(event.orderId)
          this.owner.set(event.orderId, event.traderId)
          break
        case 'OrderCancelled':
          this.drop(event.orderId)
          break
        case 'TradeExecuted':
          if (event.makerRemaining === 0) this.drop(event.makerOrderId)
          this.pending.push(event.tradeId)
          this.mid = event.price
          break
        case 'TokensLocked':
          this.locks.push(event.lockId)
          break
        default:
          break
      }
    }
  }

  private drop(orderId: string): void {
    const i = this.restingIndex.get(orderId)
    if (i === undefined) return
    const last = this.resting.pop() as string
    if (last !== orderId) {
      this.resting[i] = last
      this.restingIndex.set(last, i)
    }
    this.restingIndex.delete(orderId)
    this.owner.delete(orderId)
  }
}
