import type { Side } from './commands.js'
import type { BookKind } from './market-config.js'

/** `find` answers for an id that is not resting. */
export const UNKNOWN_ORDER = -1
export const FINISHED_ORDER = -2

/** A resting order as the book holds it: only what matching, cancels and snapshots need. */
export interface RestingOrder {
  orderId: string
  traderId: string
  side: Side
  /** Price units. */
  price: number
  /** Open quantity, whole tokens, > 0. */
  quantity: number
}

/** One price level of the book, as shown to traders. */
export interface BookLevel {
  price: number
  quantity: number
  orders: number
}

/**
 * The resting orders of one market, in price-time priority.
 *
 * Two implementations exist: a small reference book (sorted arrays of objects) and a fast book
 * (typed arrays and intrusive lists). The decider does the matching through this interface, so both
 * books give the same events; the reference one is the oracle of the randomized tests.
 *
 * Reads go through handles: a handle is a number naming a resting order until the next mutation.
 * `best(side)` then `next(side, handle)` walk the resting orders of a side, best first.
 *
 * The book also remembers the ids of the last `finishedCapacity` orders that left it (filled,
 * cancelled, expired): the engine refuses their reuse and tells "no longer active" from "unknown",
 * with bounded memory. They are remembered by a 64-bit fingerprint (finishedIdHash), which lets the
 * fast book keep them in a compact hash set without keeping the strings alive.
 */
export interface OrderBook {
  readonly kind: BookKind
  /** Number of resting orders. */
  readonly size: number
  /** Handle of the resting order, FINISHED_ORDER for a recently finished one, or UNKNOWN_ORDER. */
  find(orderId: string): number
  /** Handle of the first order in priority on `side`, or -1 when that side is empty. */
  best(side: Side): number
  /** Handle of the order after `handle` in priority on `side`, or -1. */
  next(side: Side, handle: number): number
  orderIdAt(handle: number): string
  traderAt(handle: number): string
  sideAt(handle: number): Side
  priceAt(handle: number): number
  quantityAt(handle: number): number
  /** Best price of the side, or undefined when it is empty. */
  bestPrice(side: Side): number | undefined
  /** Puts the order at the back of its price level. */
  add(order: RestingOrder): void
  /** Takes `quantity` off the order's open quantity in place (priority kept); finishes it at zero. */
  reduce(orderId: string, quantity: number): void
  /** Takes the order out of the book and remembers it as finished. */
  remove(orderId: string): void
  /** Moves the order to the back of the level of `price` with a new open quantity (priority lost). */
  requeue(orderId: string, price: number, quantity: number): void
  /** Remembers the id of an order that never rested (filled on arrival, expired, IOC remainder). */
  markFinished(orderId: string): void
  /** The remembered finished ids as finishedIdHash fingerprints, oldest first. */
  finishedOrders(): string[]
  /** Puts back finished ids saved by finishedOrders (restoring a snapshot). */
  restoreFinished(hashes: readonly string[]): void
  /** Price levels of a side, best first, at most `limit` of them. */
  levels(side: Side, limit?: number): BookLevel[]
  /** Every resting order of a side in priority order. */
  orders(side: Side): RestingOrder[]
  /** Checks the internal structure and throws on the first broken invariant. */
  validate(): void
}
