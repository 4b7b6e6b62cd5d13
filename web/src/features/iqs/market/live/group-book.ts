import { groupPrice } from '@iqs/protocol'
import type { BookState } from './book-store.js'

/**
 * The book with its prices grouped (the ladder's 0.01 / 0.05 / 0.10 / 1.00): bids down to their
 * group, asks up to theirs, so a grouped level never shows a better price than any order in it, and
 * the quantities of a group summed. Prices are grouped exactly (protocol money module); quantities
 * are whole tokens, exact as numbers. `group` null (or the market's tick) leaves the book as it is.
 *
 * @example groupBook(book, '0.05') // bids 0.98 and 0.96 -> 0.95; asks 1.02 and 1.04 -> 1.05
 */
export function groupBook(book: BookState, group: string | null): BookState {
  if (group === null) return book
  return { seq: book.seq, bids: grouped(book.bids, group, 'down'), asks: grouped(book.asks, group, 'up') }
}

function grouped(levels: ReadonlyMap<string, number>, group: string, direction: 'down' | 'up') {
  const out = new Map<string, number>()
  for (const [price, tokens] of levels) {
    const key = groupPrice(price, group, direction)
    out.set(key, (out.get(key) ?? 0) + tokens)
  }
  return out
}
