import { compareDecimals, isDecimalText, subtractDecimals } from '@iqs/protocol'

/** Spec §9: the book shows at least 5 rows a side; missing rows are placeholders (qty -1, price -1). */
export const BOOK_ROWS = 5
export const PLACEHOLDER = '-1'

type Side = 'BUY' | 'SELL'

/**
 * The book as the socket built it: quantity by price, and the last sequence applied. A price is the
 * exact decimal text the api sent (the market's decimals, always written the same way), so it keys
 * its level without any conversion; levels are ordered and subtracted exactly (protocol money module).
 */
export interface BookState {
  seq: number
  bids: ReadonlyMap<string, number>
  asks: ReadonlyMap<string, number>
}

/** One row of a side as the screen shows it; a placeholder has price and qty '-1' (the spec's model). */
export interface BookLevel {
  price: string
  qty: string
  tokens: number
  /** Tokens from the best price down to this one: the depth bar's length. */
  cumulative: number
  placeholder: boolean
}

export interface BookView {
  bids: BookLevel[]
  asks: BookLevel[]
  /** Best ask minus best bid in euros, exact; null while a side is empty. */
  spread: string | null
  /** The largest cumulative quantity of both sides: the full width of a depth bar. */
  maxCumulative: number
}

const toLevels = (levels: readonly (readonly [string, string])[]) => {
  const map = new Map<string, number>()
  for (const [price, qty] of levels) {
    const tokens = Number(qty)
    if (isDecimalText(price) && tokens > 0) map.set(price, tokens)
  }
  return map
}

/**
 * A book from a snapshot (`{ bids, asks }` of `[price, qty]`) and its sequence.
 *
 * @example
 * const book = applySnapshot({ bids: [['0.98', '120']], asks: [['1.02', '150']] }, 41)
 */
export function applySnapshot(
  data: { bids: readonly (readonly [string, string])[]; asks: readonly (readonly [string, string])[] },
  seq: number,
): BookState {
  return { seq, bids: toLevels(data.bids), asks: toLevels(data.asks) }
}

/** What a delta does: the next book, nothing (an old delta), or a gap that needs a fresh snapshot. */
export type DeltaOutcome = { kind: 'applied'; book: BookState } | { kind: 'stale' } | { kind: 'gap' }

/**
 * Applies one delta: absolute quantities per price, '0' removes the level. A delta at or below the
 * book's sequence is old news (the snapshot already holds it); one beyond `seq + 1` means messages
 * were lost and the book can no longer be trusted.
 */
export function applyDelta(
  book: BookState,
  seq: number,
  changes: readonly (readonly [Side, string, string])[],
): DeltaOutcome {
  if (seq <= book.seq) return { kind: 'stale' }
  if (seq !== book.seq + 1) return { kind: 'gap' }
  const bids = new Map(book.bids)
  const asks = new Map(book.asks)
  for (const [side, price, qty] of changes) {
    if (!isDecimalText(price)) continue
    const levels = side === 'BUY' ? bids : asks
    const tokens = Number(qty)
    if (tokens > 0) levels.set(price, tokens)
    else levels.delete(price)
  }
  return { kind: 'applied', book: { seq, bids, asks } }
}

const placeholder = (): BookLevel => ({
  price: PLACEHOLDER,
  qty: PLACEHOLDER,
  tokens: -1,
  cumulative: 0,
  placeholder: true,
})

function side(
  levels: ReadonlyMap<string, number>,
  bestFirst: (a: string, b: string) => number,
  depth: number,
) {
  const rows: BookLevel[] = []
  let cumulative = 0
  for (const price of [...levels.keys()].sort(bestFirst).slice(0, depth)) {
    const tokens = levels.get(price) ?? 0
    cumulative += tokens
    rows.push({
      price,
      qty: String(tokens),
      tokens,
      cumulative,
      placeholder: false,
    })
  }
  while (rows.length < BOOK_ROWS) rows.push(placeholder())
  return rows
}

/** The rows to show, best first on each side, padded to 5 with placeholders, with cumulative depth. */
export function bookView(book: BookState | null, depth = 12): BookView {
  const bids = side(book?.bids ?? new Map(), (a, b) => compareDecimals(b, a), depth)
  const asks = side(book?.asks ?? new Map(), compareDecimals, depth)
  const bestBid = bids[0]?.placeholder ? null : (bids[0]?.price ?? null)
  const bestAsk = asks[0]?.placeholder ? null : (asks[0]?.price ?? null)
  const maxCumulative = Math.max(0, ...bids.map((l) => l.cumulative), ...asks.map((l) => l.cumulative))
  return {
    bids,
    asks,
    spread: bestBid !== null && bestAsk !== null ? subtractDecimals(bestAsk, bestBid) : null,
    maxCumulative,
  }
}
