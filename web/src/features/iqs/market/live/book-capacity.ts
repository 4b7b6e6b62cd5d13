import { compareDecimals } from '@iqs/protocol'
import type { BookState } from './book-store.js'

/** One of my resting orders, as far as the book's capacity for me goes. */
export interface OwnResting {
  side: 'BUY' | 'SELL'
  price: string | null
  remaining: string
}

/**
 * How many tokens the other side of the live book would fill now for an order of `side`: every
 * ask at or below a buy's limit (every ask for a market buy), every bid at or above a sell's limit,
 * less my own resting orders there (an order never trades with its own trader's). What "available"
 * means for a buy's amount shortcuts: euros are settled outside the platform, so there is no euro
 * balance to take a share of, only what the book offers.
 *
 * @example fillableQuantity(book, 'BUY', '1.04') // the asks at 1.02 and 1.04: 450
 */
export function fillableQuantity(
  book: BookState | null,
  side: 'BUY' | 'SELL',
  limit?: string | null,
  mine: readonly OwnResting[] = [],
): number {
  if (!book) return 0
  const other = side === 'BUY' ? 'SELL' : 'BUY'
  const reached = (price: string) =>
    limit == null ||
    (side === 'BUY' ? compareDecimals(price, limit) <= 0 : compareDecimals(price, limit) >= 0)
  let total = 0
  for (const [price, tokens] of side === 'BUY' ? book.asks : book.bids) if (reached(price)) total += tokens
  for (const order of mine)
    if (order.side === other && order.price !== null && reached(order.price)) total -= Number(order.remaining)
  return Math.max(0, total)
}
