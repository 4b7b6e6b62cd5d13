/** A hash1 that hashId never gives (it once marked free cells); kept so that finishedIdHash values never change. */
const EMPTY = 0
const MIN_CAPACITY = 1024
/** The largest table sized up front (cells); a larger finished-id memory grows the table as it fills. */
const PRESIZE_LIMIT = 1 << 20
/** Int32 fields per cell: hash1, hash2, value and one spare, so that a cell never straddles a cache line. */
const STRIDE = 4
/** Values at or below this are aged finished entries: AGED - (their finish number & TAG_MASK). */
const AGED = -3
const TAG_MASK = 0x0fffffff
/**
 * Cells examined per aged finish by the sweep that removes the forgotten entries. The more, the
 * fewer forgotten entries wait in the table (about capacity / SWEEP_STEP), the smaller the table;
 * the cells are read in memory order, which costs little.
 */
const SWEEP_STEP = 16

/**
 * The 64-bit fingerprint of a finished order id, as 16 hex digits: the form in which finished ids
 * are remembered (by both books) and saved in snapshots.
 */
export function finishedIdHash(id: string): string {
  hashId(id)
  return hex(idHash.h1, idHash.h2)
}

/** Where hashId leaves its two results, so that hashing allocates nothing. */
const idHash = { h1: 0, h2: 0 }

/** FNV-1a and a multiply-rotate hash of the UTF-16 code units, in one pass; h1 is never 0 (empty). */
function hashId(key: string): void {
  let h1 = 0x811c9dc5
  let h2 = 0x2545f491
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 0x01000193)
    h2 = Math.imul((h2 << 5) | (h2 >>> 27), 0x9e3779b1) ^ c
  }
  idHash.h1 = h1 === EMPTY ? 1 : h1
  idHash.h2 = h2
}

/** The fingerprint byte of a cell: never 0, which marks a free cell. */
const fingerprintOf = (h2: number): number => h2 >>> 24 || 1

const hex = (h1: number, h2: number): string =>
  (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0')

/**
 * A hash table from string ids to integers, for the fast book's id -> slot lookups, which also
 * remembers finished ids by their 64-bit hash alone.
 *
 * Why not a Map: a miss in a large Map walks a chain of entries and reads each entry's key string,
 * which sits somewhere else in the heap; at tens of thousands of ids those reads are cache misses,
 * and every new order id is such a miss (the duplicate check). Here a probe first reads one
 * fingerprint byte per cell, then the two 32-bit hashes of a cell whose byte matches, and a key
 * string is only read when both hashes match. Deletion shifts the following cells back (no
 * tombstones), so probe runs stay short under constant churn.
 *
 * A finished entry drops its key string and keeps only the hashes: the string can then die young,
 * instead of being kept alive for thousands of orders and copied by the garbage collector. The cost
 * is that a new id whose 64-bit hash equals a remembered one is taken for it (about 10^-15 per order
 * with 10,000 remembered ids).
 *
 * Finished entries come in two kinds: `finish` keeps one until it is deleted or forgotten by
 * `forgetFinished`; `finishAged` (the fast book's) keeps one for the next `memory` aged finishes,
 * with no work to forget it (see `finishAged`).
 */
export class IdIndex {
  private capacity: number
  private mask: number
  /**
   * Cell i is cells[4i] = hash1, cells[4i + 1] = hash2, cells[4i + 2] = value:
   * one interleaved array, so that a probe reads one cache line rather than one per field.
   */
  private cells: Int32Array
  /**
   * One byte per cell: 0 when free, else the top byte of hash2 (1 if that is 0). Probes read these
   * first: the table is megabytes when many finished ids are remembered, but this array is a quarter
   * of a cell per cell, so a miss (the duplicate check of every new order) mostly stays in the CPU
   * cache, and the cells are read only when a fingerprint matches.
   */
  private fingerprints: Uint8Array
  private keys: (string | undefined)[]
  private count = 0
  /** The two hashes of the key last hashed. */
  hash1 = 0
  hash2 = 0
  /**
   * The key last hashed. A command's id is usually looked up by decide and then again by evolve
   * (find, then add or remove, then finish), always as the same string object: remembering it
   * saves hashing it again.
   */
  private hashedKey: string | undefined = undefined
  /** Aged finishes so far, masked: an aged entry is remembered while fewer than `memory` followed it. */
  private finishCount = 0
  /** Where the sweep of forgotten aged entries goes on. */
  private sweepAt = 0

  /**
   * @param memory how many of the latest aged finished entries (`finishAged`) are remembered
   * @param remembered the value `get` gives for a remembered aged entry
   */
  constructor(
    private readonly memory = 0,
    private readonly remembered = -2,
  ) {
    // Sized at once for the remembered ids (and the forgotten ones the sweep has not reached), so
    // that a market in steady state never pauses to resize; capped so a huge memory grows instead.
    let capacity = MIN_CAPACITY
    while (capacity < memory * 2.5 && capacity < PRESIZE_LIMIT) capacity *= 2
    this.capacity = capacity
    this.mask = capacity - 1
    this.cells = new Int32Array(capacity * STRIDE)
    this.fingerprints = new Uint8Array(capacity)
    this.keys = new Array<string | undefined>(capacity).fill(undefined)
  }

  /** True for an aged finished entry that `memory` newer finishes have pushed out. */
  private forgotten(value: number): boolean {
    if (value > AGED) return false
    const age = (this.finishCount - (AGED - value)) & TAG_MASK
    return age === 0 || age > this.memory
  }

  /** Entries held, forgotten aged entries not swept yet included. */
  get size(): number {
    return this.count
  }

  hash(key: string): void {
    if (key === this.hashedKey) return
    hashId(key)
    this.hash1 = idHash.h1
    this.hash2 = idHash.h2
    this.hashedKey = key
  }

  /** The cell holding `key` (live, or finished with the same hashes), or ~(free cell). */
  private cellOf(key: string | undefined, h1: number, h2: number): number {
    const { cells, fingerprints, keys, mask } = this
    const fingerprint = fingerprintOf(h2)
    let i = h1 & mask
    for (;;) {
      const f = fingerprints[i]!
      if (f === 0) return ~i
      if (f === fingerprint && cells[i * STRIDE] === h1 && cells[i * STRIDE + 1] === h2) {
        const k = keys[i]
        if (k === key || k === undefined) return i
      }
      i = (i + 1) & mask
    }
  }

  /** The value of `key`, or `missing`. */
  get(key: string, missing: number): number {
    this.hash(key)
    const cell = this.cellOf(key, this.hash1, this.hash2)
    if (cell < 0) return missing
    const value = this.cells[cell * STRIDE + 2]!
    if (value > AGED) return value
    return this.forgotten(value) ? missing : this.remembered
  }

  /** Adds a live key; returns false (and changes nothing) when the key or its hashes are there. */
  insert(key: string, value: number): boolean {
    this.hash(key)
    const cell = this.cellOf(key, this.hash1, this.hash2)
    if (cell >= 0) {
      if (!this.forgotten(this.cells[cell * STRIDE + 2]!)) return false
      // A forgotten entry not swept yet: the key is new again and takes its cell.
      this.keys[cell] = key
      this.cells[cell * STRIDE + 2] = value
      return true
    }
    this.fill(~cell, this.hash1, this.hash2, key, value)
    return true
  }

  /**
   * Turns `key` into a finished entry (hashes only) with `value`, adding it if absent.
   * Its hashes are left in hash1 / hash2 for the caller's ring.
   */
  finish(key: string, value: number): void {
    this.hash(key)
    this.finishCell(this.cellOf(key, this.hash1, this.hash2), this.hash1, this.hash2, value)
  }

  /** `finish` from the hashes alone (restoring a snapshot). */
  finishHashed(h1: number, h2: number, value: number): void {
    this.finishCell(this.cellOf(undefined, h1, h2), h1, h2, value)
  }

  /**
   * `finish` as an aged entry: remembered (get answers `remembered`) until `memory` later aged
   * finishes, then forgotten as if deleted. Forgetting needs no work at that moment, which would be
   * a random access into the table per finish; a sweep moving through the table a few cells per
   * finish removes the forgotten entries instead, in memory order.
   */
  finishAged(key: string): void {
    this.hash(key)
    this.finishAgedCell(this.cellOf(key, this.hash1, this.hash2), this.hash1, this.hash2)
  }

  /** `finishAged` from the hashes alone (restoring a snapshot). */
  finishHashedAged(h1: number, h2: number): void {
    this.finishAgedCell(this.cellOf(undefined, h1, h2), h1, h2)
  }

  private finishAgedCell(cell: number, h1: number, h2: number): void {
    this.finishCell(cell, h1, h2, AGED - this.finishCount)
    this.finishCount = (this.finishCount + 1) & TAG_MASK
    this.sweep()
  }

  private sweep(): void {
    const { cells, mask } = this
    let at = this.sweepAt
    for (let step = 0; step < SWEEP_STEP; step++) {
      // After a removal the cell holds the entry shifted back into it: look at it again.
      if (this.fingerprints[at] !== 0 && this.forgotten(cells[at * STRIDE + 2]!)) this.removeCell(at)
      else at = (at + 1) & mask
    }
    this.sweepAt = at
  }

  private finishCell(cell: number, h1: number, h2: number, value: number): void {
    if (cell >= 0) {
      // The key's live entry (or an earlier finished one with the same hashes) becomes finished.
      this.keys[cell] = undefined
      this.cells[cell * STRIDE + 2] = value
    } else this.fill(~cell, h1, h2, undefined, value)
  }

  /** Removes the finished entry with these hashes, if it is there and finished. */
  forgetFinished(h1: number, h2: number): void {
    const cell = this.cellOf(undefined, h1, h2)
    if (cell >= 0 && this.keys[cell] === undefined) this.removeCell(cell)
  }

  delete(key: string): boolean {
    this.hash(key)
    const cell = this.cellOf(key, this.hash1, this.hash2)
    if (cell < 0) return false
    this.removeCell(cell)
    return true
  }

  private fill(cell: number, h1: number, h2: number, key: string | undefined, value: number): void {
    const at = cell * STRIDE
    this.cells[at] = h1
    this.cells[at + 1] = h2
    this.cells[at + 2] = value
    this.fingerprints[cell] = fingerprintOf(h2)
    this.keys[cell] = key
    if (++this.count * 2 > this.capacity) this.resize(this.capacity * 2)
  }

  /** Backward-shift deletion for linear probing. */
  private removeCell(hole: number): void {
    const { cells, fingerprints, keys, mask } = this
    let i = hole
    let j = hole
    for (;;) {
      j = (j + 1) & mask
      if (fingerprints[j] === 0) break
      const h = cells[j * STRIDE]!
      const home = h & mask
      // The cell j may move back to i only if its home is not cyclically within (i, j].
      const stays = i <= j ? i < home && home <= j : i < home || home <= j
      if (stays) continue
      cells[i * STRIDE] = h
      cells[i * STRIDE + 1] = cells[j * STRIDE + 1]!
      cells[i * STRIDE + 2] = cells[j * STRIDE + 2]!
      fingerprints[i] = fingerprints[j]!
      keys[i] = keys[j]
      i = j
    }
    fingerprints[i] = 0
    keys[i] = undefined
    this.count--
  }

  private resize(capacity: number): void {
    const { cells, fingerprints, keys } = this
    this.sweepAt = 0
    const oldCapacity = this.capacity
    this.capacity = capacity
    this.mask = capacity - 1
    this.cells = new Int32Array(capacity * STRIDE)
    this.fingerprints = new Uint8Array(capacity)
    this.keys = new Array<string | undefined>(capacity).fill(undefined)
    for (let i = 0; i < oldCapacity; i++) {
      if (fingerprints[i] === 0) continue
      if (this.forgotten(cells[i * STRIDE + 2]!)) {
        this.count--
        continue
      }
      const h = cells[i * STRIDE]!
      let j = h & this.mask
      while (this.fingerprints[j] !== 0) j = (j + 1) & this.mask
      this.fingerprints[j] = fingerprints[i]!
      this.cells[j * STRIDE] = h
      this.cells[j * STRIDE + 1] = cells[i * STRIDE + 1]!
      this.cells[j * STRIDE + 2] = cells[i * STRIDE + 2]!
      this.keys[j] = keys[i]
    }
  }

  /** Every entry as [key or undefined for a finished one, value], in table order (for checks). */
  *entries(): IterableIterator<[string | undefined, number]> {
    for (let i = 0; i < this.capacity; i++)
      if (this.fingerprints[i] !== 0) {
        const value = this.cells[i * STRIDE + 2]!
        if (value > AGED) yield [this.keys[i], value]
        else if (!this.forgotten(value)) yield [undefined, this.remembered]
      }
  }

  static hex = hex

  /** Parses a finishedIdHash back into its two hashes. */
  static parseHex(text: string): [number, number] {
    if (!/^[0-9a-f]{16}$/.test(text)) throw new Error(`Not a finished id hash: ${text}`)
    return [parseInt(text.slice(0, 8), 16) | 0, parseInt(text.slice(8), 16) | 0]
  }
}
