import type { Bus, Subscription } from '@iqs/bus'
import type { Instrument } from '@iqs/engine'
import { marketSubjects, type BookDelta, type BookSnapshot } from '@iqs/exchange'
import { unitsToEur } from '@iqs/protocol'
import { LiveChannel } from './live-channel.js'
import type { Subscriber } from './live-socket.js'

/**
 * `book.<instrument>`: the process keeps a mirror of the book's levels from the writer's snapshot and
 * deltas, and serves every subscriber from it.
 *
 * Consistency: it subscribes to the deltas first and buffers them, then asks the writer for a
 * snapshot (`markets.bookSnapshot`), drops the buffered deltas with `seq <= snapshot.seq` and applies
 * the rest. A gap in the sequence (a lost message, a writer restart) starts the same resync; the
 * subscribers get the new snapshot and carry on.
 */
export class BookChannel extends LiveChannel<`book.${Instrument}`> {
  private subscription: Subscription | undefined
  private syncing = false
  private buffered: BookDelta[] = []
  private seq = 0
  private readonly bids = new Map<number, number>()
  private readonly asks = new Map<number, number>()
  private generation = 0
  /** The market's price decimals, from the writer's snapshot (`terms`): set before any level is sent. */
  private priceDecimals = Number.NaN

  constructor(
    private readonly instrument: Instrument,
    private readonly bus: Bus,
    private readonly snapshot: (instrument: Instrument) => Promise<BookSnapshot>,
    private readonly log: { warn(obj: unknown, msg?: string): void },
  ) {
    super(`book.${instrument}`)
  }

  start(): void {
    this.subscription = this.bus.subscribe(marketSubjects.book(this.instrument), (message) =>
      this.onDelta(message as BookDelta),
    )
    this.resyncAll()
  }

  stop(): void {
    this.subscription?.unsubscribe()
    this.subscription = undefined
    this.generation++
    this.syncing = false
    this.buffered = []
  }

  sendSnapshot(subscriber: Subscriber): void {
    // While syncing, the snapshot goes to everyone once it arrives.
    if (this.syncing) return
    this.send(subscriber, {
      channel: this.name,
      type: 'snapshot',
      seq: this.seq,
      data: { bids: this.levels(this.bids, 'desc'), asks: this.levels(this.asks, 'asc') },
    })
  }

  private onDelta(delta: BookDelta): void {
    if (this.syncing) {
      this.buffered.push(delta)
      return
    }
    if (delta.seq <= this.seq) return
    if (delta.seq !== this.seq + 1) {
      this.log.warn({ channel: this.name, expected: this.seq + 1, got: delta.seq }, 'book delta gap: resync')
      this.buffered.push(delta)
      this.resyncAll()
      return
    }
    this.apply(delta)
    this.fanOut({
      channel: this.name,
      type: 'delta',
      seq: delta.seq,
      data: {
        changes: delta.changes.map(([side, price, qty]) => [side, this.eur(price), String(qty)]),
      },
    })
  }

  /** Takes a new snapshot from the writer, then replays the deltas buffered meanwhile. */
  private resyncAll(): void {
    this.syncing = true
    const generation = this.generation
    this.snapshot(this.instrument).then(
      (snapshot) => {
        if (generation !== this.generation) return
        this.priceDecimals = snapshot.terms.priceDecimals
        this.bids.clear()
        this.asks.clear()
        for (const [price, qty] of snapshot.bids) this.bids.set(price, qty)
        for (const [price, qty] of snapshot.asks) this.asks.set(price, qty)
        this.seq = snapshot.seq
        const pending = this.buffered.filter((d) => d.seq > snapshot.seq).sort((a, b) => a.seq - b.seq)
        this.buffered = []
        for (const delta of pending) {
          if (delta.seq !== this.seq + 1) {
            // Still a hole after the snapshot: ask again.
            this.buffered = pending.filter((d) => d.seq > this.seq)
            this.resyncAll()
            return
          }
          this.apply(delta)
        }
        this.syncing = false
        for (const subscriber of this.subscribers) {
          subscriber.stale = false
          this.sendSnapshot(subscriber)
        }
      },
      (error: unknown) => {
        if (generation !== this.generation) return
        this.log.warn({ err: error, channel: this.name }, 'book snapshot failed: retrying')
        setTimeout(() => {
          if (generation === this.generation) this.resyncAll()
        }, 1_000).unref()
      },
    )
  }

  private apply(delta: BookDelta): void {
    for (const [side, price, qty] of delta.changes) {
      const levels = side === 'BUY' ? this.bids : this.asks
      if (qty === 0) levels.delete(price)
      else levels.set(price, qty)
    }
    this.seq = delta.seq
  }

  private levels(levels: Map<number, number>, order: 'asc' | 'desc'): [string, string][] {
    return [...levels]
      .sort((a, b) => (order === 'asc' ? a[0] - b[0] : b[0] - a[0]))
      .map(([price, qty]) => [this.eur(price), String(qty)])
  }

  private eur(price: number): string {
    return unitsToEur(price, this.priceDecimals)
  }
}
