/** A hash1 that hashId never gives: finishedIdHash values must never change (snapshots store them). */
const EMPTY = 0
const MIN_CAPACITY = 1024
/** Int32 fields per cell: hash1, hash2, value and one spare, so that a cell never straddles a cache line. */
const STRIDE = 4

/**
 * The 64-bit fingerprint of a finished order id, as 16 hex digits: the form in which finished ids
 * are remembered (by both books) and saved in snapshots.
 */
export function finishedIdHash(id: string): string {
  hashId(id)
  return hex(idHash.h1, idHash.h2)
}

/**
 * Where hashId leaves its two results, so that hashing allocates nothing. Not a cache: shared by
 * every book of the process, it is written by hashId and read right after by its caller, with no
 * other call in between, so no book can ever read another's hashes.
 */
export const idHash = { h1: 0, h2: 0 }

/** FNV-1a and a multiply-rotate hash of the UTF-16 code units, in one pass; h1 is never 0. */
export function hashId(key: string): void {
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
export const fingerprintOf = (h2: number): number => h2 >>> 24 || 1

export const hex = (h1: number, h2: number): string =>
  (h1 >>> 0).toString(16).padStart(8, '0') + (h2 >>> 0).toString(16).padStart(8, '0')

/** Parses a finishedIdHash back into its two hashes. */
export function parseHex(text: string): [number, number] {
  if (!/^[0-9a-f]{16}$/.test(text)) throw new Error(`Not a finished id hash: ${text}`)
  return [parseInt(text.slice(0, 8), 16) | 0, parseInt(text.slice(8), 16) | 0]
}

/**
 * A hash table from string ids to integers: the fast book's id -> slot index of resting orders.
 *
 * Why not a Map: a lookup in a large Map walks a chain of entries and reads each entry's key string,
 * which sits somewhere else in the heap. Here a probe first reads one fingerprint byte per cell,
 * then the two 32-bit hashes of a cell whose byte matches, and a key string is only read when both
 * hashes match. Deletion shifts the following cells back (no tombstones), so probe runs stay short
 * under constant churn. Finished ids live elsewhere (FinishedIds), so this table stays as small as
 * the book, and mostly in the CPU cache.
 */
export class IdIndex {
  private capacity = MIN_CAPACITY
  private mask = MIN_CAPACITY - 1
  /**
   * Cell i is cells[4i] = hash1, cells[4i + 1] = hash2, cells[4i + 2] = value:
   * one interleaved array, so that a probe reads one cache line rather than one per field.
   */
  private cells = new Int32Array(MIN_CAPACITY * STRIDE)
  /** One byte per cell: 0 when free, else fingerprintOf(hash2). Probes read these first. */
  private fingerprints = new Uint8Array(MIN_CAPACITY)
  private keys: (string | undefined)[] = new Array<string | undefined>(MIN_CAPACITY).fill(undefined)
  private count = 0
  /** The two hashes of the key last hashed. */
  hash1 = 0
  hash2 = 0
  /**
   * The key last hashed. A command's id is usually looked up by decide and then again by evolve
   * (find, then add or finish), always as the same string object: remembering it saves hashing it
   * again.
   */
  private hashedKey: string | undefined = undefined

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

  /** The cell holding `key`, or ~(the free cell ending its probe run). */
  private cellOf(key: string, h1: number, h2: number): number {
    const { cells, fingerprints, keys, mask } = this
    const fingerprint = fingerprintOf(h2)
    let i = h1 & mask
    for (;;) {
      const f = fingerprints[i]!
      if (f === 0) return ~i
      if (f === fingerprint && cells[i * STRIDE] === h1 && cells[i * STRIDE + 1] === h2 && keys[i] === key)
        return i
      i = (i + 1) & mask
    }
  }

  /** The value of `key`, or `missing`. Leaves the key's hashes in hash1 / hash2. */
  get(key: string, missing: number): number {
    this.hash(key)
    const cell = this.cellOf(key, this.hash1, this.hash2)
    return cell < 0 ? missing : this.cells[cell * STRIDE + 2]!
  }

  /** Adds a key; returns false (and changes nothing) when it is there. Leaves its hashes in hash1 / hash2. */
  insert(key: string, value: number): boolean {
    this.hash(key)
    const cell = this.cellOf(key, this.hash1, this.hash2)
    if (cell >= 0) return false
    const at = ~cell * STRIDE
    this.cells[at] = this.hash1
    this.cells[at + 1] = this.hash2
    this.cells[at + 2] = value
    this.fingerprints[~cell] = fingerprintOf(this.hash2)
    this.keys[~cell] = key
    if (++this.count * 2 > this.capacity) this.resize(this.capacity * 2)
    return true
  }

  delete(key: string): boolean {
    this.hash(key)
    return this.deleteHashed(key, this.hash1, this.hash2)
  }

  /** `delete` with the key's hashes known (the fast book keeps them per slot). */
  deleteHashed(key: string, h1: number, h2: number): boolean {
    const cell = this.cellOf(key, h1, h2)
    if (cell < 0) return false
    this.removeCell(cell)
    return true
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
    const oldCapacity = this.capacity
    this.capacity = capacity
    this.mask = capacity - 1
    this.cells = new Int32Array(capacity * STRIDE)
    this.fingerprints = new Uint8Array(capacity)
    this.keys = new Array<string | undefined>(capacity).fill(undefined)
    for (let i = 0; i < oldCapacity; i++) {
      if (fingerprints[i] === 0) continue
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

  /** Every entry as [key, value], in table order (for checks). */
  *entries(): IterableIterator<[string, number]> {
    for (let i = 0; i < this.capacity; i++)
      if (this.fingerprints[i] !== 0) yield [this.keys[i]!, this.cells[i * STRIDE + 2]!]
  }
}
