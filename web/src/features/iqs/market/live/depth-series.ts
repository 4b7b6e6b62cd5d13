import { compareDecimals } from '@iqs/protocol'
import type { BookState } from './book-store.js'

/** One step of a depth curve: a price and the tokens from the best price to it. */
export interface DepthPoint {
  price: string
  cumulative: number
}

/** The depth chart's data: each side best price first, and the larger side's total. */
export interface DepthSeries {
  bids: DepthPoint[]
  asks: DepthPoint[]
  maxCumulative: number
}

/**
 * The cumulative bids and asks of the live book, best price first, at most `levels` a side: the
 * curves of the depth chart, whose heights are the ladder's cumulative column. Ordered exactly on
 * the price texts (protocol money module).
 *
 * @example depthSeries(book).asks // [{ price: '1.02', cumulative: 150 }, { price: '1.04', cumulative: 450 }]
 */
export function depthSeries(book: BookState | null, levels = 30): DepthSeries {
  const side = (
    map: ReadonlyMap<string, number> | undefined,
    bestFirst: (a: string, b: string) => number,
  ) => {
    let cumulative = 0
    return [...(map ?? new Map<string, number>()).keys()]
      .sort(bestFirst)
      .slice(0, levels)
      .map((price) => ({ price, cumulative: (cumulative += map?.get(price) ?? 0) }))
  }
  const bids = side(book?.bids, (a, b) => compareDecimals(b, a))
  const asks = side(book?.asks, compareDecimals)
  return {
    bids,
    asks,
    maxCumulative: Math.max(0, bids.at(-1)?.cumulative ?? 0, asks.at(-1)?.cumulative ?? 0),
  }
}
