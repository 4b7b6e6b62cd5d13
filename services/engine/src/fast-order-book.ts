import type { Side } from './commands.js'
import { FinishedIds } from './finished-ids.js'
import { IdIndex } from './id-index.js'
import { FINISHED_ORDER, UNKNOWN_ORDER } from './order-book.js'
import type { BookLevel, OrderBook, RestingOrder } from './order-book.js'

const NONE = -1
const INITIAL_CAPACITY = 1024

/** One price level: an intrusive FIFO of order slots plus its running totals. */
interface Level {
  readonly price: number
  head: number
  tail: number
  total: number
  count: number
}

/** What levelOfSlot holds for a free slot, so that a freed slot keeps no level alive. */
const FREED: Level = { price: 0, head: NONE, tail: NONE, total: 0, count: 0 }

const sideIndex = (side: Side): 0 | 1 => (side === 'BUY' ? 0 : 1)
/** Sort key of a level: bids by price, asks by minus price, so the best level of both sides is last. */
const levelKey = (side: 0 | 1, price: number): number => (side === 0 ? price : -price)

/** First index whose key is >= `key` in an ascending array. */
function lowerBound(keys: number[], key: number): number {
  let lo = 0
  let hi = keys.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (keys[mid]! < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * The fast order book: no object per order.
 *
 * Orders live in slots of parallel typed arrays (price, open quantity, next and previous slot in
 * their level, side) plus two arrays of strings (order id, trader id); freed slots are chained into a
 * free list and reused, so a steady book allocates nothing. Each price level is a doubly-linked FIFO
 * of slots, which makes a cancel O(1) once the id index has found the slot. The active prices
 * of each side sit in a sorted array whose last element is the best price, so the best price can
 * never be stale: a level leaves the array the moment its last order leaves. New levels mostly
 * appear near the top of the book, where the splice moves few elements.
 *
 * Resting ids map to slots through a small hash index (IdIndex) that stays in the CPU cache. The
 * last `finishedCapacity` finished ids are kept apart, by their 64-bit hash only (FinishedIds), so
 * that no finished id string is kept alive and the resting index does not grow with them.
 *
 * A handle is the slot number.
 */
export class FastOrderBook implements OrderBook {
  readonly kind = 'fast' as const
  private capacity = INITIAL_CAPACITY
  private price = new Int32Array(INITIAL_CAPACITY)
  private quantity = new Int32Array(INITIAL_CAPACITY)
  private nextSlot = new Int32Array(INITIAL_CAPACITY)
  private prevSlot = new Int32Array(INITIAL_CAPACITY)
  private sideOfSlot = new Uint8Array(INITIAL_CAPACITY)
  /** The id's two hashes, so that finishing a filled or cancelled order does not hash its id again. */
  private hash1OfSlot = new Int32Array(INITIAL_CAPACITY)
  private hash2OfSlot = new Int32Array(INITIAL_CAPACITY)
  private readonly ids: string[] = []
  private readonly traders: string[] = []
  /** Slots below this were used at least once; freed ones are chained from freeHead through nextSlot. */
  private highWater = 0
  private freeHead = NONE
  private count = 0
  /** Resting id -> slot. */
  private readonly slotById = new IdIndex()
  /** The ids of the last `finishedCapacity` finished orders, by hash. */
  private readonly finished: FinishedIds
  /** The level of each slot, so that a cancel or a fill reaches its level without a search. */
  private readonly levelOfSlot: Level[] = []
  /** The levels of each side sorted by levelKey (best last), and their keys in a parallel array. */
  private readonly levelList: [Level[], Level[]] = [[], []]
  private readonly levelKeys: [number[], number[]] = [[], []]
  /**
   * The slot `find` returned last: a cancel or an amend is looked up by decide and then changed by
   * evolve, and this saves the second lookup in the id index.
   */
  private lastFound = NONE
  /**
   * The id `find` last answered UNKNOWN_ORDER for: the order decide accepts, which evolve then adds.
   * Until then no finish can name it (it is not resting), so `add` needs no second duplicate check.
   */
  private lastUnknown: string | undefined = undefined

  constructor(private readonly finishedCapacity: number) {
    this.finished = new FinishedIds(finishedCapacity)
  }

  get size(): number {
    return this.count
  }

  find(orderId: string): number {
    const index = this.slotById
    const slot = index.get(orderId, UNKNOWN_ORDER)
    if (slot >= 0) {
      this.lastFound = slot
      return slot
    }
    if (this.finished.has(index.hash1, index.hash2)) return FINISHED_ORDER
    this.lastUnknown = orderId
    return UNKNOWN_ORDER
  }

  best(side: Side): number {
    const levels = this.levelList[sideIndex(side)]
    return levels.length === 0 ? NONE : levels[levels.length - 1]!.head
  }

  next(side: Side, handle: number): number {
    const following = this.nextSlot[handle]!
    if (following !== NONE) return following
    const s = sideIndex(side)
    const levels = this.levelList[s]
    // Matching walks down from the best level, so the level just finished is usually the last one.
    let index = levels.length - 1
    if (levels[index] !== this.levelOfSlot[handle])
      index = lowerBound(this.levelKeys[s], levelKey(s, this.price[handle]!))
    return index <= 0 ? NONE : levels[index - 1]!.head
  }

  orderIdAt(handle: number): string {
    return this.ids[handle]!
  }
  traderAt(handle: number): string {
    return this.traders[handle]!
  }
  sideAt(handle: number): Side {
    return this.sideOfSlot[handle] === 0 ? 'BUY' : 'SELL'
  }
  priceAt(handle: number): number {
    return this.price[handle]!
  }
  quantityAt(handle: number): number {
    return this.quantity[handle]!
  }

  bestPrice(side: Side): number | undefined {
    const s = sideIndex(side)
    const keys = this.levelKeys[s]
    if (keys.length === 0) return undefined
    return s === 0 ? keys[keys.length - 1]! : -keys[keys.length - 1]!
  }

  add(order: RestingOrder): void {
    const index = this.slotById
    if (order.orderId !== this.lastUnknown && this.find(order.orderId) !== UNKNOWN_ORDER)
      throw new Error(`Fast book: order ${order.orderId} is not new; state is corrupt`)
    this.lastUnknown = undefined
    const slot = this.allocate()
    if (!index.insert(order.orderId, slot)) throw new Error(`Fast book: order ${order.orderId} already rests`)
    this.hash1OfSlot[slot] = index.hash1
    this.hash2OfSlot[slot] = index.hash2
    this.ids[slot] = order.orderId
    this.traders[slot] = order.traderId
    this.count++
    this.link(slot, sideIndex(order.side), order.price, order.quantity)
  }

  /** Puts a slot at the back of the level of `price`, creating the level when needed. */
  private link(slot: number, s: 0 | 1, price: number, quantity: number): void {
    this.price[slot] = price
    this.quantity[slot] = quantity
    this.sideOfSlot[slot] = s
    const level = this.levelAt(s, price)
    this.levelOfSlot[slot] = level
    this.nextSlot[slot] = NONE
    this.prevSlot[slot] = level.tail
    if (level.tail === NONE) level.head = slot
    else this.nextSlot[level.tail] = slot
    level.tail = slot
    level.total += quantity
    level.count++
  }

  /** The level of `price`, created (empty) when missing. */
  private levelAt(s: 0 | 1, price: number): Level {
    const keys = this.levelKeys[s]
    const levels = this.levelList[s]
    const key = levelKey(s, price)
    const last = keys.length - 1
    // New orders mostly arrive at or near the best price, at the end of the arrays.
    if (last >= 0 && keys[last] === key) return levels[last]!
    const index = last < 0 || keys[last]! < key ? last + 1 : lowerBound(keys, key)
    if (keys[index] === key) return levels[index]!
    const level: Level = { price, head: NONE, tail: NONE, total: 0, count: 0 }
    if (index === last + 1) {
      keys.push(key)
      levels.push(level)
    } else {
      keys.splice(index, 0, key)
      levels.splice(index, 0, level)
    }
    return level
  }

  reduce(orderId: string, quantity: number): void {
    const slot = this.mustFind(orderId)
    const open = this.quantity[slot]!
    if (!(quantity > 0 && quantity <= open))
      throw new Error(`Fast book: cannot reduce ${orderId} by ${quantity}`)
    if (quantity === open) {
      this.unlink(slot)
      this.release(slot)
      return
    }
    this.quantity[slot] = open - quantity
    this.levelOfSlot[slot]!.total -= quantity
  }

  remove(orderId: string): void {
    const slot = this.mustFind(orderId)
    this.unlink(slot)
    this.release(slot)
  }

  requeue(orderId: string, price: number, quantity: number): void {
    const slot = this.mustFind(orderId)
    const s = this.sideOfSlot[slot] as 0 | 1
    this.unlink(slot)
    this.link(slot, s, price, quantity)
  }

  markFinished(orderId: string): void {
    if (orderId === this.lastUnknown) this.lastUnknown = undefined
    const index = this.slotById
    index.hash(orderId)
    this.finished.add(index.hash1, index.hash2)
  }

  restoreFinished(hashes: readonly string[]): void {
    this.lastUnknown = undefined
    for (const text of hashes) this.finished.addHex(text)
  }

  finishedOrders(): string[] {
    return this.finished.toHex()
  }

  /**
   * The slot of a resting order. Before the id index, it tries the slots evolve most likely means:
   * the one decide just found (cancel, amend) and the first order of each side (a trade's maker is
   * always the first order of its side by the time its TradeExecuted is applied). A candidate is
   * taken only if it holds that very id and is live, so a wrong guess costs one string comparison.
   */
  private mustFind(orderId: string): number {
    const { ids, quantity } = this
    const found = this.lastFound
    if (found !== NONE && ids[found] === orderId && quantity[found] !== 0) return found
    const bids = this.levelList[0]
    const bid = bids.length === 0 ? NONE : bids[bids.length - 1]!.head
    if (bid !== NONE && ids[bid] === orderId) return bid
    const asks = this.levelList[1]
    const ask = asks.length === 0 ? NONE : asks[asks.length - 1]!.head
    if (ask !== NONE && ids[ask] === orderId) return ask
    const slot = this.slotById.get(orderId, UNKNOWN_ORDER)
    if (slot < 0) throw new Error(`Fast book: order ${orderId} is not resting`)
    return slot
  }

  /** Takes a slot out of its level, dropping the level when it empties. */
  private unlink(slot: number): void {
    const level = this.levelOfSlot[slot]!
    const prev = this.prevSlot[slot]!
    const next = this.nextSlot[slot]!
    if (prev === NONE) level.head = next
    else this.nextSlot[prev] = next
    if (next === NONE) level.tail = prev
    else this.prevSlot[next] = prev
    level.total -= this.quantity[slot]!
    level.count--
    if (level.count === 0) {
      const s = this.sideOfSlot[slot] as 0 | 1
      const keys = this.levelKeys[s]
      const levels = this.levelList[s]
      if (levels[levels.length - 1] === level) {
        keys.pop()
        levels.pop()
      } else {
        const index = lowerBound(keys, levelKey(s, level.price))
        keys.splice(index, 1)
        levels.splice(index, 1)
      }
    }
  }

  /** Frees a slot that left the book and remembers its order id as finished. */
  private release(slot: number): void {
    const h1 = this.hash1OfSlot[slot]!
    const h2 = this.hash2OfSlot[slot]!
    this.slotById.deleteHashed(this.ids[slot]!, h1, h2)
    this.finished.add(h1, h2)
    // Drop the strings so a freed slot keeps no id alive.
    this.ids[slot] = ''
    this.traders[slot] = ''
    this.quantity[slot] = 0
    this.levelOfSlot[slot] = FREED
    this.nextSlot[slot] = this.freeHead
    this.freeHead = slot
    this.count--
  }

  private allocate(): number {
    if (this.freeHead !== NONE) {
      const slot = this.freeHead
      this.freeHead = this.nextSlot[slot]!
      return slot
    }
    if (this.highWater === this.capacity) this.grow()
    return this.highWater++
  }

  private grow(): void {
    const capacity = this.capacity * 2
    const widen = <T extends Int32Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const wider = make(capacity)
      wider.set(old)
      return wider
    }
    this.price = widen(this.price, (n) => new Int32Array(n))
    this.quantity = widen(this.quantity, (n) => new Int32Array(n))
    this.nextSlot = widen(this.nextSlot, (n) => new Int32Array(n))
    this.prevSlot = widen(this.prevSlot, (n) => new Int32Array(n))
    this.sideOfSlot = widen(this.sideOfSlot, (n) => new Uint8Array(n))
    this.hash1OfSlot = widen(this.hash1OfSlot, (n) => new Int32Array(n))
    this.hash2OfSlot = widen(this.hash2OfSlot, (n) => new Int32Array(n))
    this.capacity = capacity
  }

  levels(side: Side, limit = Infinity): BookLevel[] {
    const s = sideIndex(side)
    const levels = this.levelList[s]
    const out: BookLevel[] = []
    for (let i = levels.length - 1; i >= 0 && out.length < limit; i--) {
      const level = levels[i]!
      out.push({ price: level.price, quantity: level.total, orders: level.count })
    }
    return out
  }

  orders(side: Side): RestingOrder[] {
    const out: RestingOrder[] = []
    for (let h = this.best(side); h !== NONE; h = this.next(side, h)) {
      out.push({
        orderId: this.ids[h]!,
        traderId: this.traders[h]!,
        side,
        price: this.price[h]!,
        quantity: this.quantity[h]!,
      })
    }
    return out
  }

  validate(): void {
    const fail = (what: string): never => {
      throw new Error(`Fast book: ${what}`)
    }
    let seen = 0
    for (const s of [0, 1] as const) {
      const keys = this.levelKeys[s]
      const levels = this.levelList[s]
      if (keys.length !== levels.length) fail(`side ${s}: ${keys.length} keys for ${levels.length} levels`)
      for (let i = 0; i < keys.length; i++) {
        if (i > 0 && !(keys[i - 1]! < keys[i]!)) fail(`side ${s}: level keys not strictly sorted`)
        const price = s === 0 ? keys[i]! : -keys[i]!
        const level = levels[i]!
        if (level.price !== price) fail(`level ${price} holds price ${level.price}`)
        let total = 0
        let count = 0
        let prev = NONE
        for (let slot = level.head; slot !== NONE; slot = this.nextSlot[slot]!) {
          if (this.prevSlot[slot] !== prev) fail(`slot ${slot}: broken back link`)
          if (this.price[slot] !== price || this.sideOfSlot[slot] !== s || this.levelOfSlot[slot] !== level)
            fail(`slot ${slot}: in the wrong level`)
          const q = this.quantity[slot]!
          if (q <= 0) fail(`slot ${slot}: open quantity ${q}`)
          if (this.slotById.get(this.ids[slot]!, UNKNOWN_ORDER) !== slot)
            fail(`slot ${slot}: id map disagrees`)
          total += q
          count++
          prev = slot
          if (count > this.count) fail(`level ${price}: cycle`)
        }
        if (level.tail !== prev) fail(`level ${price}: tail is not the last slot`)
        if (count === 0) fail(`level ${price}: empty level kept`)
        if (total !== level.total || count !== level.count) fail(`level ${price}: totals disagree`)
        seen += count
      }
    }
    if (seen !== this.count) fail(`order count ${seen} / ${this.count}`)
    if (this.slotById.size !== this.count)
      fail(`id index holds ${this.slotById.size} ids for ${this.count} orders`)
    for (const [id, slot] of this.slotById.entries())
      if (this.ids[slot] !== id || this.quantity[slot] === 0) fail(`id index: ${id} -> slot ${slot}`)
    this.finished.validate()
    const bid = this.bestPrice('BUY')
    const ask = this.bestPrice('SELL')
    if (bid !== undefined && ask !== undefined && bid >= ask)
      throw new Error(`Book crossed: ${bid} >= ${ask}`)
  }
}
