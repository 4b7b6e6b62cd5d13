import type { BookLevel, EngineEvent, Side } from '@iqs/engine'

/** One changed level: the absolute resting quantity now at `price` (0 removes the level). */
export type LevelChange = [side: Side, price: number, quantity: number]

/**
 * The book's price levels kept from events alone, so a batch's market-data
 * delta is computed in O(events) without walking the book. The writer checks
 * it against the engine's own levels in tests (`levels()`).
 */
export class DepthTracker {
  private readonly sides = { BUY: new Map<number, number>(), SELL: new Map<number, number>() }
  private touched = new Map<string, LevelChange>()

  /** Starts from the engine's current levels (after recovery). */
  static fromLevels(bids: readonly BookLevel[], asks: readonly BookLevel[]): DepthTracker {
    const tracker = new DepthTracker()
    for (const level of bids) tracker.sides.BUY.set(level.price, level.quantity)
    for (const level of asks) tracker.sides.SELL.set(level.price, level.quantity)
    return tracker
  }

  apply(event: EngineEvent): void {
    switch (event.type) {
      case 'OrderRested':
        return this.add(event.side, event.price, event.quantity)
      case 'TradeExecuted':
        // The maker rests on the side opposite to the taker, at the trade price.
        return this.add(event.takerSide === 'BUY' ? 'SELL' : 'BUY', event.price, -event.quantity)
      case 'OrderCancelled':
        return this.add(event.side, event.price, -event.quantity)
      case 'OrderAmended':
        this.add(event.side, event.previousPrice, -event.previousQuantity)
        return this.add(event.side, event.price, event.quantity)
      default:
        return
    }
  }

  /** The levels changed since the last call, each with its absolute quantity now. */
  takeChanges(): LevelChange[] {
    const changes = [...this.touched.values()]
    this.touched = new Map()
    return changes
  }

  /** Levels of a side, best first. */
  levels(side: Side, limit = Infinity): [price: number, quantity: number][] {
    const entries = [...this.sides[side]]
    entries.sort(side === 'BUY' ? (a, b) => b[0] - a[0] : (a, b) => a[0] - b[0])
    return entries.slice(0, limit)
  }

  private add(side: Side, price: number, delta: number): void {
    const levels = this.sides[side]
    const quantity = (levels.get(price) ?? 0) + delta
    if (quantity < 0) throw new Error(`Depth of ${side} ${price} would go negative (${quantity})`)
    if (quantity === 0) levels.delete(price)
    else levels.set(price, quantity)
    this.touched.set(`${side}:${price}`, [side, price, quantity])
  }
}
