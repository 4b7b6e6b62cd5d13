import type { Side } from './commands.js'
import { finishedIdHash } from './id-index.js'
import { FINISHED_ORDER, UNKNOWN_ORDER } from './order-book.js'
import type { BookLevel, OrderBook, RestingOrder } from './order-book.js'

/**
 * The readable order book: one array of orders per side, kept sorted by price (best first) then by
 * arrival. Every operation is a plain scan: slow, but easy to check by reading, which is what an
 * oracle for the fast book needs.
 *
 * A handle is `index * 2 + (side === 'SELL' ? 1 : 0)`.
 */
export class ReferenceOrderBook implements OrderBook {
  readonly kind = 'reference' as const
  private readonly bids: RestingOrder[] = []
  private readonly asks: RestingOrder[] = []
  /** finishedIdHash of the finished orders, oldest first. */
  private readonly finished: string[] = []

  constructor(private readonly finishedCapacity: number) {}

  get size(): number {
    return this.bids.length + this.asks.length
  }

  private sideOf(side: Side): RestingOrder[] {
    return side === 'BUY' ? this.bids : this.asks
  }

  private at(handle: number): RestingOrder {
    const order = (handle & 1 ? this.asks : this.bids)[handle >> 1]
    if (order === undefined) throw new Error(`Reference book: no order at handle ${handle}`)
    return order
  }

  find(orderId: string): number {
    const b = this.bids.findIndex((o) => o.orderId === orderId)
    if (b !== -1) return b * 2
    const a = this.asks.findIndex((o) => o.orderId === orderId)
    if (a !== -1) return a * 2 + 1
    return this.finished.includes(finishedIdHash(orderId)) ? FINISHED_ORDER : UNKNOWN_ORDER
  }

  best(side: Side): number {
    return this.sideOf(side).length === 0 ? -1 : side === 'SELL' ? 1 : 0
  }

  next(side: Side, handle: number): number {
    const index = (handle >> 1) + 1
    return index < this.sideOf(side).length ? index * 2 + (side === 'SELL' ? 1 : 0) : -1
  }

  orderIdAt(handle: number): string {
    return this.at(handle).orderId
  }
  traderAt(handle: number): string {
    return this.at(handle).traderId
  }
  sideAt(handle: number): Side {
    return this.at(handle).side
  }
  priceAt(handle: number): number {
    return this.at(handle).price
  }
  quantityAt(handle: number): number {
    return this.at(handle).quantity
  }

  bestPrice(side: Side): number | undefined {
    return this.sideOf(side)[0]?.price
  }

  add(order: RestingOrder): void {
    if (this.find(order.orderId) !== UNKNOWN_ORDER)
      throw new Error(`Reference book: ${order.orderId} is not new`)
    const list = this.sideOf(order.side)
    // Behind every order at a better or equal price: that is price then time priority.
    const better = (o: RestingOrder): boolean =>
      order.side === 'BUY' ? o.price >= order.price : o.price <= order.price
    let index = 0
    while (index < list.length && better(list[index]!)) index++
    const { orderId, traderId, side, price, quantity } = order
    list.splice(index, 0, { orderId, traderId, side, price, quantity })
  }

  reduce(orderId: string, quantity: number): void {
    const order = this.at(this.mustFind(orderId))
    if (quantity <= 0 || quantity > order.quantity)
      throw new Error(`Reference book: cannot reduce ${orderId}`)
    order.quantity -= quantity
    if (order.quantity === 0) this.remove(orderId)
  }

  remove(orderId: string): void {
    const handle = this.mustFind(orderId)
    ;(handle & 1 ? this.asks : this.bids).splice(handle >> 1, 1)
    this.markFinished(orderId)
  }

  requeue(orderId: string, price: number, quantity: number): void {
    const handle = this.mustFind(orderId)
    const [order] = (handle & 1 ? this.asks : this.bids).splice(handle >> 1, 1)
    this.add({ ...order!, price, quantity })
  }

  markFinished(orderId: string): void {
    this.restoreFinished([finishedIdHash(orderId)])
  }

  restoreFinished(hashes: readonly string[]): void {
    if (this.finishedCapacity === 0) return
    for (const hash of hashes) {
      this.finished.push(hash)
      if (this.finished.length > this.finishedCapacity) this.finished.shift()
    }
  }

  finishedOrders(): string[] {
    return [...this.finished]
  }

  private mustFind(orderId: string): number {
    const handle = this.find(orderId)
    if (handle < 0) throw new Error(`Reference book: order ${orderId} is not resting`)
    return handle
  }

  levels(side: Side, limit = Infinity): BookLevel[] {
    const out: BookLevel[] = []
    for (const o of this.sideOf(side)) {
      const last = out[out.length - 1]
      if (last !== undefined && last.price === o.price) {
        last.quantity += o.quantity
        last.orders += 1
      } else {
        if (out.length === limit) break
        out.push({ price: o.price, quantity: o.quantity, orders: 1 })
      }
    }
    return out
  }

  orders(side: Side): RestingOrder[] {
    return this.sideOf(side).map((o) => ({ ...o }))
  }

  validate(): void {
    for (const side of ['BUY', 'SELL'] as const) {
      const list = this.sideOf(side)
      list.forEach((o, i) => {
        if (o.side !== side) throw new Error(`Reference book: ${o.orderId} on the wrong side`)
        if (!Number.isInteger(o.quantity) || o.quantity <= 0)
          throw new Error(`Reference book: ${o.orderId} quantity`)
        const prev = list[i - 1]
        if (prev !== undefined && (side === 'BUY' ? prev.price < o.price : prev.price > o.price))
          throw new Error(`Reference book: ${side} side out of price order at ${o.orderId}`)
      })
    }
    for (const o of [...this.bids, ...this.asks]) {
      if (this.finished.includes(finishedIdHash(o.orderId)))
        throw new Error(`Reference book: ${o.orderId} both rests and is finished`)
    }
    if (this.finished.length > this.finishedCapacity)
      throw new Error('Reference book: finished memory overflows')
    const bid = this.bestPrice('BUY')
    const ask = this.bestPrice('SELL')
    if (bid !== undefined && ask !== undefined && bid >= ask)
      throw new Error(`Book crossed: ${bid} >= ${ask}`)
  }
}
