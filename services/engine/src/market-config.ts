import type { MarketStatus, SelfTradePrevention } from './commands.js'

/** The largest price, in price units, an order may carry: prices live in Int32Array slots of the fast book. */
export const MAX_PRICE = 2 ** 31 - 1

/** The largest quantity of one order, in whole tokens; above the 500 million IQS supply, and an Int32 slot. */
export const MAX_QUANTITY = 2 ** 31 - 1

/** The instruments traded against euros; one engine state per market. */
export type Instrument = 'IQS' | 'OST'

/** Which order book implementation holds the resting orders; both give the same events and state hash. */
export type BookKind = 'reference' | 'fast'

/**
 * The configuration of one market, as given by the operator.
 *
 * Prices are integers in price units of `10^-priceDecimals` EUR (cents by default); quantities are
 * whole tokens, because a token is a share and shares are indivisible.
 */
export interface MarketConfig {
  instrument: Instrument
  /** Digits after the euro of one price unit: 2 means a price of 150 is 1.50 EUR. */
  priceDecimals?: number
  /** Prices must be a multiple of this, in price units. */
  tickSize?: number
  /** Quantities must be a multiple of this, in tokens. */
  lotSize?: number
  /** Smallest and largest limit price, in price units; `maxPrice` at most MAX_PRICE. */
  minPrice?: number
  maxPrice?: number
  /** Largest quantity of one order, at most MAX_QUANTITY. */
  maxQuantity?: number
  /** Most tokens that may ever exist on this market (IQS: 500 million); creation beyond it is refused. */
  maxSupply?: number
  /** Smallest `price * quantity` of a limit order, in price units times tokens (1000 = 10.00 EUR with cents). */
  minNotional?: number
  /** The fee is max(feeMinimumEur, feePercent % of the trade value), as decimal strings. */
  feeMinimumEur?: string
  feePercent?: string
  /** Status when the market is created. */
  status?: MarketStatus
  /** The current token price in price units; zero refuses orders, P2P deals and conversions (spec §5). */
  referencePrice?: number
  /** Self-trade prevention applied when an order does not say. */
  defaultSelfTradePrevention?: SelfTradePrevention
  /** How many finished order ids are remembered to refuse their reuse and tell "no longer active". */
  finishedOrderMemory?: number
  book?: BookKind
}

/** The configuration with every default filled in. */
export type ResolvedMarketConfig = Required<MarketConfig>

const isSafeInt = (n: unknown, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max

/**
 * Fills in defaults and checks the ranges; a bad configuration is a programming error and throws.
 *
 * @example resolveMarketConfig({ instrument: 'IQS', referencePrice: 100 })
 */
export function resolveMarketConfig(config: MarketConfig): ResolvedMarketConfig {
  const resolved: ResolvedMarketConfig = {
    instrument: config.instrument,
    priceDecimals: config.priceDecimals ?? 2,
    tickSize: config.tickSize ?? 1,
    lotSize: config.lotSize ?? 1,
    minPrice: config.minPrice ?? 1,
    maxPrice: config.maxPrice ?? MAX_PRICE,
    maxQuantity: config.maxQuantity ?? MAX_QUANTITY,
    maxSupply: config.maxSupply ?? 500_000_000,
    minNotional: config.minNotional ?? 0,
    feeMinimumEur: config.feeMinimumEur ?? '0',
    feePercent: config.feePercent ?? '0',
    status: config.status ?? 'OPEN',
    referencePrice: config.referencePrice ?? 0,
    defaultSelfTradePrevention: config.defaultSelfTradePrevention ?? 'EXPIRE_TAKER',
    finishedOrderMemory: config.finishedOrderMemory ?? 10_000,
    book: config.book ?? 'fast',
  }
  const fail = (what: string): never => {
    throw new Error(`Invalid market config for ${String(config.instrument)}: ${what}`)
  }
  if (resolved.instrument !== 'IQS' && resolved.instrument !== 'OST') fail('instrument must be IQS or OST')
  if (!isSafeInt(resolved.priceDecimals, 0, 8)) fail('priceDecimals must be an integer in 0..8')
  if (!isSafeInt(resolved.maxPrice, 1, MAX_PRICE)) fail(`maxPrice must be an integer in 1..${MAX_PRICE}`)
  if (!isSafeInt(resolved.minPrice, 1, resolved.maxPrice)) fail('minPrice must be an integer in 1..maxPrice')
  if (!isSafeInt(resolved.tickSize, 1, resolved.maxPrice)) fail('tickSize must be a positive integer')
  if (!isSafeInt(resolved.maxQuantity, 1, MAX_QUANTITY)) fail(`maxQuantity must be in 1..${MAX_QUANTITY}`)
  if (!isSafeInt(resolved.maxSupply, 0, Number.MAX_SAFE_INTEGER)) fail('maxSupply must be a safe integer')
  if (!isSafeInt(resolved.lotSize, 1, resolved.maxQuantity)) fail('lotSize must be a positive integer')
  if (!isSafeInt(resolved.minNotional, 0, Number.MAX_SAFE_INTEGER))
    fail('minNotional must be an integer >= 0')
  if (!isSafeInt(resolved.referencePrice, 0, MAX_PRICE)) fail('referencePrice must be an integer >= 0')
  if (!isSafeInt(resolved.finishedOrderMemory, 0, 100_000_000)) fail('finishedOrderMemory out of range')
  if (!['OPEN', 'SUSPENDED', 'BLACKOUT'].includes(resolved.status)) fail('unknown status')
  if (!['EXPIRE_TAKER', 'EXPIRE_MAKER', 'EXPIRE_BOTH'].includes(resolved.defaultSelfTradePrevention))
    fail('unknown self-trade prevention mode')
  if (resolved.book !== 'reference' && resolved.book !== 'fast') fail('book must be reference or fast')
  return resolved
}
