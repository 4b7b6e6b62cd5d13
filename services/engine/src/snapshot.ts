import type { LockPurpose, MarketStatus } from './commands.js'
import { initialState } from './engine-state.js'
import type { EngineState } from './engine-state.js'
import { compileFeeSchedule } from './fees.js'
import type { BookKind, ResolvedMarketConfig } from './market-config.js'

/** A resting order in a snapshot; the array it sits in gives its side and its priority. */
export interface SnapshotOrder {
  orderId: string
  traderId: string
  price: number
  quantity: number
}

/**
 * The whole state of a market as plain JSON data, independent of the book implementation.
 * Orders are listed best first, in priority, so restoring them in that order rebuilds the queues.
 */
export interface EngineSnapshot {
  version: 1
  config: Omit<ResolvedMarketConfig, 'book'>
  status: MarketStatus
  referencePrice: number
  fees: { minimumEur: string; percent: string }
  nextTradeNumber: number
  totalTokens: number
  /** Sorted by trader id. */
  traders: { traderId: string; available: number; reserved: number; escrow: number; suspended: boolean }[]
  bids: SnapshotOrder[]
  asks: SnapshotOrder[]
  /** In trade order. */
  pendingTrades: { tradeId: string; buyerId: string; sellerId: string; quantity: number }[]
  /** In lock order. */
  locks: { lockId: string; traderId: string; quantity: number; purpose: LockPurpose }[]
  /** finishedIdHash of the remembered finished orders, oldest first. */
  finishedOrders: string[]
}

/**
 * Captures the state as JSON data; `restore` turns it back into a live state.
 *
 * @example const copy = restore(snapshot(state), { book: 'reference' })
 */
export function snapshot(state: EngineState): EngineSnapshot {
  const { book: _book, ...config } = state.config
  const orders = (side: 'BUY' | 'SELL'): SnapshotOrder[] =>
    state.book
      .orders(side)
      .map(({ orderId, traderId, price, quantity }) => ({ orderId, traderId, price, quantity }))
  return {
    version: 1,
    config,
    status: state.status,
    referencePrice: state.referencePrice,
    fees: { minimumEur: state.fees.minimumEur, percent: state.fees.percent },
    nextTradeNumber: state.nextTradeNumber,
    totalTokens: state.totalTokens,
    traders: [...state.traders]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([traderId, a]) => ({
        traderId,
        available: a.available,
        reserved: a.reserved,
        escrow: a.escrow,
        suspended: a.suspended,
      })),
    bids: orders('BUY'),
    asks: orders('SELL'),
    pendingTrades: [...state.pendingTrades],
    locks: [...state.locks].map(([lockId, l]) => ({
      lockId,
      traderId: l.traderId,
      quantity: l.quantity,
      purpose: l.purpose,
    })),
    finishedOrders: state.book.finishedOrders(),
  }
}

/** Rebuilds a live state from a snapshot, on the book of your choice (the fast one by default). */
export function restore(data: EngineSnapshot, options: { book?: BookKind } = {}): EngineState {
  if (data.version !== 1) throw new Error(`Unsupported engine snapshot version ${String(data.version)}`)
  const base = initialState({ ...data.config, book: options.book ?? 'fast' })
  const fees = compileFeeSchedule(data.fees.minimumEur, data.fees.percent, base.config.priceDecimals)
  if (fees === undefined) throw new Error('Engine snapshot holds an invalid fee schedule')
  // base brings the new traders map and, with it, its own empty caches (not market data, not saved).
  const state: EngineState = {
    ...base,
    status: data.status,
    referencePrice: data.referencePrice,
    fees,
    nextTradeNumber: data.nextTradeNumber,
    totalTokens: data.totalTokens,
  }
  for (const t of data.traders) {
    state.traders.set(t.traderId, {
      available: t.available,
      reserved: t.reserved,
      escrow: t.escrow,
      suspended: t.suspended,
    })
  }
  for (const o of data.bids) state.book.add({ ...o, side: 'BUY' })
  for (const o of data.asks) state.book.add({ ...o, side: 'SELL' })
  state.book.restoreFinished(data.finishedOrders)
  const prefix = `${base.config.instrument}-`
  for (const t of data.pendingTrades) {
    const n = Number(t.tradeId.slice(prefix.length))
    if (!t.tradeId.startsWith(prefix) || !Number.isSafeInteger(n))
      throw new Error(`Engine snapshot: bad trade id ${t.tradeId}`)
    state.pendingTrades.add(n, t.buyerId, t.sellerId, t.quantity)
  }
  for (const l of data.locks)
    state.locks.set(l.lockId, { traderId: l.traderId, quantity: l.quantity, purpose: l.purpose })
  return state
}
