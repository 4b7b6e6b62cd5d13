/** A trade whose tokens wait in the seller's escrow for an admin's validation. */
export interface PendingTrade {
  tradeId: string
  buyerId: string
  sellerId: string
  quantity: number
}

/** Trades per chunk: a power of two, so that a trade's chunk and offset are a shift and a mask. */
const CHUNK_BITS = 12
const CHUNK = 1 << CHUNK_BITS
const OFFSET_MASK = CHUNK - 1

/**
 * The trades not yet settled or rejected, by trade number.
 *
 * Trade ids are `${prefix}${n}` with n counting up, and admins settle roughly in that order, so the
 * trades sit in parallel arrays indexed by `n - first` rather than in a Map: recording a trade is
 * three array writes, with no hashing and no object per trade, which matters at hundreds of
 * thousands of trades per second. The arrays are cut into chunks of fixed size: appending never
 * copies what is already there (a growing array would, and in the old generation), and the settled
 * head is dropped a chunk at a time. Settled entries are blanked (quantity 0).
 */
export class PendingTrades {
  /** Trade number held at index 0. */
  private first = 1
  /** Entries held from `first`, settled ones included. */
  private length = 0
  /** Leading entries already settled. */
  private settledHead = 0
  private buyers: string[][] = []
  private sellers: string[][] = []
  private quantities: Float64Array[] = []
  private count = 0

  constructor(private readonly prefix: string) {}

  get size(): number {
    return this.count
  }

  /** Records trade number `n`; numbers must come in increasing order. */
  add(n: number, buyerId: string, sellerId: string, quantity: number): void {
    if (this.length === 0) {
      this.first = n
      this.settledHead = 0
    } else if (n !== this.first + this.length) {
      // Numbers skipped (settled before a snapshot): they stay as settled (zero) entries.
      if (n < this.first + this.length) throw new Error(`Pending trades: number ${n} out of order`)
      this.length = n - this.first
    }
    const index = this.length++
    const chunk = index >>> CHUNK_BITS
    while (chunk >= this.quantities.length) {
      this.buyers.push(new Array<string>(CHUNK).fill(''))
      this.sellers.push(new Array<string>(CHUNK).fill(''))
      this.quantities.push(new Float64Array(CHUNK))
    }
    const offset = index & OFFSET_MASK
    this.buyers[chunk]![offset] = buyerId
    this.sellers[chunk]![offset] = sellerId
    this.quantities[chunk]![offset] = quantity
    this.count++
  }

  private quantityAt(index: number): number {
    return this.quantities[index >>> CHUNK_BITS]![index & OFFSET_MASK]!
  }

  private indexOf(tradeId: string): number {
    if (typeof tradeId !== 'string' || !tradeId.startsWith(this.prefix)) return -1
    const digits = tradeId.slice(this.prefix.length)
    const n = Number(digits)
    if (!Number.isSafeInteger(n) || String(n) !== digits) return -1
    const index = n - this.first
    return index >= 0 && index < this.length && this.quantityAt(index) > 0 ? index : -1
  }

  get(tradeId: string): PendingTrade | undefined {
    const i = this.indexOf(tradeId)
    if (i === -1) return undefined
    const chunk = i >>> CHUNK_BITS
    const offset = i & OFFSET_MASK
    return {
      tradeId,
      buyerId: this.buyers[chunk]![offset]!,
      sellerId: this.sellers[chunk]![offset]!,
      quantity: this.quantities[chunk]![offset]!,
    }
  }

  /** Forgets a pending trade; false when it was not pending. */
  delete(tradeId: string): boolean {
    const i = this.indexOf(tradeId)
    if (i === -1) return false
    const chunk = i >>> CHUNK_BITS
    const offset = i & OFFSET_MASK
    this.buyers[chunk]![offset] = ''
    this.sellers[chunk]![offset] = ''
    this.quantities[chunk]![offset] = 0
    this.count--
    while (this.settledHead < this.length && this.quantityAt(this.settledHead) === 0) this.settledHead++
    if (this.settledHead === this.length) {
      // Nothing pending: start afresh at the next trade number.
      this.buyers = []
      this.sellers = []
      this.quantities = []
      this.first += this.length
      this.length = 0
      this.settledHead = 0
    } else if (this.settledHead >= CHUNK) {
      const chunks = this.settledHead >>> CHUNK_BITS
      this.buyers.splice(0, chunks)
      this.sellers.splice(0, chunks)
      this.quantities.splice(0, chunks)
      this.first += chunks * CHUNK
      this.length -= chunks * CHUNK
      this.settledHead -= chunks * CHUNK
    }
    return true
  }

  /** Pending trades in trade-number order. */
  *[Symbol.iterator](): IterableIterator<PendingTrade> {
    for (let i = this.settledHead; i < this.length; i++) {
      const quantity = this.quantityAt(i)
      if (quantity > 0)
        yield {
          tradeId: this.prefix + (this.first + i),
          buyerId: this.buyers[i >>> CHUNK_BITS]![i & OFFSET_MASK]!,
          sellerId: this.sellers[i >>> CHUNK_BITS]![i & OFFSET_MASK]!,
          quantity,
        }
    }
  }
}
