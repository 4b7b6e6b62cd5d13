import type { LockPurpose, MarketStatus } from './commands.js'
import { createOrderBook } from './create-order-book.js'
import { compileFeeSchedule } from './fees.js'
import type { FeeSchedule } from './fees.js'
import { resolveMarketConfig } from './market-config.js'
import type { MarketConfig, ResolvedMarketConfig } from './market-config.js'
import type { OrderBook } from './order-book.js'
import { PendingTrades } from './pending-trades.js'

/**
 * A trader's tokens of this market. Every token is in exactly one bucket:
 * `available` (free to sell or lock), `reserved` (behind a resting sell order) or `escrow` (sold and
 * waiting for settlement, or locked for a P2P deal or a conversion).
 */
export interface TraderAccount {
  available: number
  reserved: number
  escrow: number
  suspended: boolean
}

export interface TokenLock {
  traderId: string
  quantity: number
  purpose: LockPurpose
}

/**
 * The state of one market. It is mutable and owned by a single writer: `evolve` updates it in place
 * and returns it, which is what lets the fast book run without copying. `decide` only reads it.
 * Use `snapshot`/`restore` for a copy.
 */
export interface EngineState {
  readonly config: ResolvedMarketConfig
  status: MarketStatus
  /** Price units; 0 refuses orders, P2P deals and conversions. Each trade sets it to the trade price. */
  referencePrice: number
  fees: FeeSchedule
  readonly book: OrderBook
  readonly traders: Map<string, TraderAccount>
  readonly pendingTrades: PendingTrades
  readonly locks: Map<string, TokenLock>
  /** Number given to the next trade: trade ids are `${instrument}-${n}`. */
  nextTradeNumber: number
  /** Tokens ever credited; the sum of every account's buckets must equal it. */
  totalTokens: number
  /**
   * The hot path's lookup caches, this market's own: see EngineCaches. They are not market data, so
   * `snapshot`, `stateHash` and `validateInternalState` ignore them.
   */
  readonly caches: EngineCaches
}

/**
 * What the hot path remembers between calls, kept in the market's state rather than in module
 * variables: the exchange runs the IQS and the OST market in one process, each with its own state,
 * and interleaves their commands, so a cache shared by the two would serve one market what it
 * remembered of the other. Each market having its own, the caches cannot change any result: a market
 * interleaved with another gives exactly the events it gives alone (test/interleaved-markets.test.ts).
 *
 * `initialState` and `restore` create them empty, together with the `traders` map they serve, and
 * neither is ever replaced. A copy that shares `traders` may share these; one with a new map may not.
 */
export class EngineCaches {
  /**
   * The last two accounts found in `traders` (see lookupAccount): an entry is an id and the account
   * `traders.get(id)` returned. An entry without an account is empty, whatever its id. Accounts are
   * never removed from the map nor replaced, so a filled entry stays right.
   */
  recentId = ''
  recentAccount: TraderAccount | undefined = undefined
  olderId = ''
  olderAccount: TraderAccount | undefined = undefined
  /** `${instrument}-${tradeIdThousands}`: the head of the trade ids of the current thousand (-1: none yet). */
  tradeIdThousands = -1
  tradeIdHead = ''
}

/**
 * A new, empty market.
 *
 * @example const state = initialState({ instrument: 'IQS', referencePrice: 100, book: 'fast' })
 */
export function initialState(config: MarketConfig): EngineState {
  const resolved = resolveMarketConfig(config)
  const fees = compileFeeSchedule(resolved.feeMinimumEur, resolved.feePercent, resolved.priceDecimals)
  if (fees === undefined)
    throw new Error(
      `Invalid market config for ${resolved.instrument}: fee minimum or percent is not a valid decimal`,
    )
  return {
    config: resolved,
    status: resolved.status,
    referencePrice: resolved.referencePrice,
    fees,
    book: createOrderBook(resolved.book, resolved.finishedOrderMemory),
    traders: new Map(),
    pendingTrades: new PendingTrades(`${resolved.instrument}-`),
    locks: new Map(),
    nextTradeNumber: 1,
    totalTokens: 0,
    caches: new EngineCaches(),
  }
}
