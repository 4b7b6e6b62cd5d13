import { FastOrderBook } from './fast-order-book.js'
import type { BookKind } from './market-config.js'
import type { OrderBook } from './order-book.js'
import { ReferenceOrderBook } from './reference-order-book.js'

/**
 * An empty book of the given kind; `fast` is the production book, `reference` the readable oracle.
 * `finishedCapacity` is how many finished order ids it remembers.
 */
export function createOrderBook(kind: BookKind, finishedCapacity: number): OrderBook {
  return kind === 'fast' ? new FastOrderBook(finishedCapacity) : new ReferenceOrderBook(finishedCapacity)
}
