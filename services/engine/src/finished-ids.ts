import { fingerprintOf, hex, parseHex } from './id-index.js'

const MIN_CAPACITY = 16
/** The largest generation sized up front (cells); a larger memory grows the tables as they fill. */
const PRESIZE_LIMIT = 1 << 20

/**
 * The ids of the last `memory` finished orders, by their 64-bit hash (finishedIdHash): exactly the
 * set the reference book keeps as a list, in a form the fast book can query in a few cache-friendly
 * reads on every new order.
 *
 * Two generations of hash sets take turns: finishes go into the current one until it holds `memory`
 * entries; then the previous one, whose entries are all older than the last `memory` finishes, is
 * emptied at once and becomes the current one. So nothing is ever looked up to be forgotten (a
 * random read into a table of megabytes per finish), and a lookup mostly reads a few fingerprint
 * bytes of both generations, side by side in one cache line. Each entry carries its finish number,
 * which tells the ones still remembered from those already forgotten and where the ring of hashes
 * (kept in finish order for snapshots) holds its two hashes.
 *
 * A generation has at least 1.25 cells per remembered id: its load reaches 0.8 only as it fills.
 */
export class FinishedIds {
  private capacity: number
  private mask: number
  /**
   * Both generations' fingerprint bytes, interleaved: cell i of generation g is byte 2i + g, 0 when
   * free, else fingerprintOf(hash2). The two generations share their size and hash, so one lookup
   * reads both probe runs in the same cache line.
   */
  private fingerprints: Uint8Array
  /** The same bytes two at a time: cell i of both generations, 0 when both are free. */
  private cellPairs: Uint16Array
  /**
   * Per generation, the finish number of each cell, minus the generation's start. The hashes are not
   * stored again: finish n's are in the ring at n % memory, until a finish `memory` later takes its
   * place, by which time n is forgotten anyway. Cells of 4 bytes keep the table small.
   */
  private readonly numbers: [Int32Array, Int32Array]
  /** Per generation, the finish number it started at, and its entries. */
  private readonly starts = [0, 0]
  private readonly counts = [0, 0]
  /** The generation receiving finishes. */
  private current: 0 | 1 = 0
  /** Finishes so far; the remembered ones are numbered `finishes - memory` and up. */
  private finishes = 0
  private readonly ring1: Int32Array
  private readonly ring2: Int32Array
  private ringCount = 0
  private ringNext = 0

  /** @param presizeLimit the largest generation sized up front, in cells (tests lower it to test growth) */
  constructor(
    private readonly memory: number,
    presizeLimit = PRESIZE_LIMIT,
  ) {
    let capacity = MIN_CAPACITY
    while (capacity < memory * 1.25 && capacity < presizeLimit) capacity *= 2
    this.capacity = capacity
    this.mask = capacity - 1
    this.fingerprints = new Uint8Array(capacity * 2)
    this.cellPairs = new Uint16Array(this.fingerprints.buffer)
    this.numbers = [new Int32Array(capacity), new Int32Array(capacity)]
    this.ring1 = new Int32Array(memory)
    this.ring2 = new Int32Array(memory)
  }

  /** How many finished ids are remembered. */
  get size(): number {
    return this.ringCount
  }

  /** True when an id with these hashes is among the last `memory` finished. */
  has(h1: number, h2: number): boolean {
    if (this.memory === 0) return false
    const { fingerprints, mask } = this
    let i = h1 & mask
    // Most ids asked about are new, and most homes are free in both generations: one read says so.
    if (this.cellPairs[i] === 0) return false
    const fingerprint = fingerprintOf(h2)
    const since = this.finishes - this.memory
    // Bit g set: generation g's probe run goes on.
    let open = 3
    for (;;) {
      if (open & 1) {
        const f = fingerprints[2 * i]!
        if (f === 0) open &= 2
        else if (f === fingerprint && this.holds(0, i, h1, h2, since)) return true
      }
      if (open & 2) {
        const f = fingerprints[2 * i + 1]!
        if (f === 0) open &= 1
        else if (f === fingerprint && this.holds(1, i, h1, h2, since)) return true
      }
      if (open === 0) return false
      i = (i + 1) & mask
    }
  }

  /**
   * Cell i of generation g holds these hashes, finished at `since` or later. A hash finished twice
   * (a 64-bit collision, or an id reused after it was forgotten) has two cells: the probe goes on.
   */
  private holds(g: 0 | 1, i: number, h1: number, h2: number, since: number): boolean {
    const n = this.starts[g]! + this.numbers[g][i]!
    if (n < since) return false
    const at = n % this.memory
    return this.ring1[at] === h1 && this.ring2[at] === h2
  }

  /** Records a finish. */
  add(h1: number, h2: number): void {
    const memory = this.memory
    if (memory === 0) return
    let g = this.current
    if (this.finishes - this.starts[g]! === memory) {
      // The current generation holds the last `memory` finishes: everything in the other is forgotten.
      g = g === 0 ? 1 : 0
      this.clear(g)
      this.starts[g] = this.finishes
      this.current = g
    }
    // Grown before the ring write below, which overwrites the hashes of the oldest finish.
    if ((this.counts[g]! + 1) * 5 > this.capacity * 4) this.grow()
    this.put(g, h1, h2, this.finishes - this.starts[g]!)
    this.finishes++
    const at = this.ringNext
    if (this.ringCount < memory) this.ringCount++
    this.ring1[at] = h1
    this.ring2[at] = h2
    this.ringNext = at + 1 === memory ? 0 : at + 1
  }

  private put(g: 0 | 1, h1: number, h2: number, offset: number): void {
    const { fingerprints, mask } = this
    let i = h1 & mask
    while (fingerprints[2 * i + g] !== 0) i = (i + 1) & mask
    fingerprints[2 * i + g] = fingerprintOf(h2)
    this.numbers[g][i] = offset
    this.counts[g]!++
  }

  private clear(g: 0 | 1): void {
    const { fingerprints } = this
    for (let i = g; i < fingerprints.length; i += 2) fingerprints[i] = 0
    this.counts[g] = 0
  }

  /** Doubles both generations (they share the hash and the fingerprint array); drops forgotten entries. */
  private grow(): void {
    const { capacity, fingerprints } = this
    const old = [this.numbers[0], this.numbers[1]] as const
    const since = this.finishes - this.memory
    this.capacity = capacity * 2
    this.mask = this.capacity - 1
    this.fingerprints = new Uint8Array(this.capacity * 2)
    this.cellPairs = new Uint16Array(this.fingerprints.buffer)
    for (const g of [0, 1] as const) {
      this.numbers[g] = new Int32Array(this.capacity)
      this.counts[g] = 0
      const numbers = old[g]
      for (let i = 0; i < capacity; i++) {
        if (fingerprints[2 * i + g] === 0) continue
        const n = this.starts[g]! + numbers[i]!
        if (n < since) continue
        const at = n % this.memory
        this.put(g, this.ring1[at]!, this.ring2[at]!, numbers[i]!)
      }
    }
  }

  /** Records a finish given as a finishedIdHash (restoring a snapshot). */
  addHex(text: string): void {
    const [h1, h2] = parseHex(text)
    this.add(h1, h2)
  }

  /** The remembered hashes as finishedIdHash texts, oldest first. */
  toHex(): string[] {
    const out: string[] = []
    const start = this.ringCount < this.memory ? 0 : this.ringNext
    for (let k = 0; k < this.ringCount; k++) {
      const i = (start + k) % this.memory
      out.push(hex(this.ring1[i]!, this.ring2[i]!))
    }
    return out
  }

  /** Checks that every remembered hash is found; throws otherwise. */
  validate(): void {
    if (this.ringCount !== Math.min(this.finishes, this.memory))
      throw new Error(`Finished ids: ${this.ringCount} remembered after ${this.finishes} finishes`)
    if (this.memory > 0 && this.counts[this.current] !== this.finishes - this.starts[this.current]!)
      throw new Error(`Finished ids: the current generation holds ${this.counts[this.current]} ids`)
    for (const text of this.toHex()) {
      const [h1, h2] = parseHex(text)
      if (!this.has(h1, h2)) throw new Error(`Finished ids: ${text} is remembered but not found`)
    }
  }
}
