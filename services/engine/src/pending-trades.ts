/** A trade whose tokens wait in the seller's escrow for an admin's validation. */
export interface PendingTrade {
  tradeId: string
  buyerId: string
  sellerId: string
  quantity: number
}

/**
 * The trades not yet settled or rejected, by trade number.
 *
 * Trade ids are `${prefix}${n}` with n counting up, and admins settle roughly in that order, so the
 * trades sit in parallel arrays indexed by `n - first` rather than in a Map: recording a trade is three
 * array pushes, with no hashing and no object per trade, which matters at hundreds of thousands of
 * trades per second. Settled entries are blanked, and the settled head is trimmed off.
 */
export class PendingTrades {
  /** Trade number held at index 0. */
  private first = 1
  private readonly buyers: string[] = []
  private readonly sellers: string[] = []
  /** 0 for a trade already settled or rejected. */
  private readonly quantities: number[] = []
  private count = 0

  constructor(private readonly prefix: string) {}

  get size(): number {
    return this.count
  }

  /** Records trade number `n`; numbers must come in increasing order. */
  add(n: number, buyerId: string, sellerId: string, quantity: number): void {
    if (this.quantities.length === 0) this.first = n
    else if (n !== this.first + this.quantities.length) {
      // Numbers skipped (settled before a snapshot): pad with settled entries.
      if (n < this.first + this.quantities.length) throw new Error(`Pending trades: number ${n} out of order`)
      while (this.first + this.quantities.length < n) {
        this.buyers.push('')
        this.sellers.push('')
        this.quantities.push(0)
      }
    }
    this.buyers.push(buyerId)
    this.sellers.push(sellerId)
    this.quantities.push(quantity)
    this.count++
  }

  private indexOf(tradeId: string): number {
    if (typeof tradeId !== 'string' || !tradeId.startsWith(this.prefix)) return -1
    const digits = tradeId.slice(this.prefix.length)
    const n = Number(digits)
    if (!Number.isSafeInteger(n) || String(n) !== digits) return -1
    const index = n - this.first
    return index >= 0 && index < this.quantities.length && this.quantities[index]! > 0 ? index : -1
  }

  get(tradeId: string): PendingTrade | undefined {
    const i = this.indexOf(tradeId)
    if (i === -1) return undefined
    return { tradeId, buyerId: this.buyers[i]!, sellerId: this.sellers[i]!, quantity: this.quantities[i]! }
  }

  /** Forgets a pending trade; false when it was not pending. */
  delete(tradeId: string): boolean {
    const i = this.indexOf(tradeId)
    if (i === -1) return false
    this.buyers[i] = ''
    this.sellers[i] = ''
    this.quantities[i] = 0
    this.count--
    let settled = 0
    while (settled < this.quantities.length && this.quantities[settled] === 0) settled++
    // Trim the settled head in batches so that settling in order stays O(1) amortized.
    if (settled === this.quantities.length || settled >= 1024) {
      this.buyers.splice(0, settled)
      this.sellers.splice(0, settled)
      this.quantities.splice(0, settled)
      this.first += settled
    }
    return true
  }

  /** Pending trades in trade-number order. */
  *[Symbol.iterator](): IterableIterator<PendingTrade> {
    for (let i = 0; i < this.quantities.length; i++) {
      const quantity = this.quantities[i]!
      if (quantity > 0)
        yield {
          tradeId: this.prefix + (this.first + i),
          buyerId: this.buyers[i]!,
          sellerId: this.sellers[i]!,
          quantity,
        }
    }
  }
}
