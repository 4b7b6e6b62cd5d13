/** Buy or sell, seen from the trader who sends the order. */
export type Side = 'BUY' | 'SELL'
export type OrderType = 'LIMIT' | 'MARKET'
/** GTC rests the remainder; IOC cancels it; FOK trades the whole quantity at once or nothing. */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK'
/**
 * What happens when an order would trade with a resting order of the same trader.
 * EXPIRE_TAKER (the default): the incoming order's remainder expires, the resting order keeps its place.
 * EXPIRE_MAKER: the resting order is cancelled and matching goes on.
 * EXPIRE_BOTH: both go.
 */
export type SelfTradePrevention = 'EXPIRE_TAKER' | 'EXPIRE_MAKER' | 'EXPIRE_BOTH'
/** OPEN trades; SUSPENDED and BLACKOUT (before financial results) refuse new orders but allow cancels. */
export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'BLACKOUT'
export type CreditSource = 'TREASURY_ALLOCATION' | 'SHAREHOLDER_ADDED' | 'CONVERSION'
export type LockPurpose = 'P2P' | 'CONVERSION'

/**
 * Fields every command carries. `at` is the time in epoch milliseconds, read from the caller's clock:
 * the engine never reads a clock, so a replay gives the same events.
 */
interface CommandBase {
  at: number
}

/** Place a limit or market order. `price` (price units) is required for LIMIT and ignored for MARKET. */
export interface PlaceOrder extends CommandBase {
  type: 'PlaceOrder'
  orderId: string
  traderId: string
  side: Side
  orderType: OrderType
  price?: number
  /** Whole tokens. */
  quantity: number
  /** Defaults to GTC for LIMIT and IOC for MARKET; a MARKET order cannot be GTC. */
  timeInForce?: TimeInForce
  /** Rejected instead of taking liquidity; only with GTC limit orders. */
  postOnly?: boolean
  selfTradePrevention?: SelfTradePrevention
}

export interface CancelOrder extends CommandBase {
  type: 'CancelOrder'
  orderId: string
  traderId: string
}

/**
 * Change a resting order's price and/or open quantity (the quantity still to trade).
 * Only a quantity decrease at the same price keeps time priority; an amend never trades.
 */
export interface AmendOrder extends CommandBase {
  type: 'AmendOrder'
  orderId: string
  traderId: string
  price?: number
  quantity?: number
}

export interface SetMarketStatus extends CommandBase {
  type: 'SetMarketStatus'
  status: MarketStatus
}

/** Set the current token price (price units); trades also move it to their price. */
export interface SetReferencePrice extends CommandBase {
  type: 'SetReferencePrice'
  price: number
}

/** Fee = max(minimumEur, percent % of the trade value); decimal strings such as '1.50' and '0.25'. */
export interface SetFeeSchedule extends CommandBase {
  type: 'SetFeeSchedule'
  minimumEur: string
  percent: string
}

/**
 * An admin's change request to a market (fees, reference price, status), decided as one command:
 * every part is checked first, then all the parts that change apply, or none does. A retry with the
 * same command id is answered from the log, so the request applies once.
 */
export interface ConfigureMarket extends CommandBase {
  type: 'ConfigureMarket'
  /** The fee schedule's parts; one given alone keeps the other as it is. */
  feeMinimumEur?: string
  feePercent?: string
  /** Price units. */
  referencePrice?: number
  status?: MarketStatus
}

export interface SuspendTrader extends CommandBase {
  type: 'SuspendTrader'
  traderId: string
}

export interface ReinstateTrader extends CommandBase {
  type: 'ReinstateTrader'
  traderId: string
}

/** Add tokens to a trader's available balance (allocation from treasury, shareholder added). */
export interface CreditTokens extends CommandBase {
  type: 'CreditTokens'
  traderId: string
  quantity: number
  source: CreditSource
  /** The caller's reference of the operation (allocation id, register line). */
  reference: string
}

/** An admin validated the trade: the seller's escrowed tokens become the buyer's available tokens. */
export interface SettleTrade extends CommandBase {
  type: 'SettleTrade'
  tradeId: string
}

/** An admin rejected the trade: the escrowed tokens go back to the seller's available balance. */
export interface RejectSettlement extends CommandBase {
  type: 'RejectSettlement'
  tradeId: string
}

/** Move available tokens to escrow for a P2P deal or a conversion to OST. */
export interface LockTokens extends CommandBase {
  type: 'LockTokens'
  lockId: string
  traderId: string
  quantity: number
  purpose: LockPurpose
}

/** Give locked tokens back to the trader's available balance (deal refused or conversion cancelled). */
export interface UnlockTokens extends CommandBase {
  type: 'UnlockTokens'
  lockId: string
}

/** The trader account that holds created tokens until they are allocated (spec: tokens in treasury). */
export const TREASURY_ID = 'treasury'

/**
 * A P2P deal was accepted: the seller's P2P lock becomes a pending trade to the buyer at the agreed
 * price, settled (or rejected) by SettleTrade / RejectSettlement exactly like a trade of the book.
 */
export interface ExecuteP2PTrade extends CommandBase {
  type: 'ExecuteP2PTrade'
  lockId: string
  buyerId: string
  /** Agreed unit price in price units; it does not move the reference price (the deal is off-book). */
  price: number
}

/** A conversion to OST was validated: the locked tokens leave this market for good. */
export interface ConsumeLock extends CommandBase {
  type: 'ConsumeLock'
  lockId: string
}

/** New tokens into the treasury, within the market's maximum supply. */
export interface CreateTokens extends CommandBase {
  type: 'CreateTokens'
  quantity: number
  reference: string
}

/** Treasury tokens to a trader (a shareholder added by an admin, an allocation). */
export interface AllocateTokens extends CommandBase {
  type: 'AllocateTokens'
  traderId: string
  quantity: number
  reference: string
}

export type EngineCommand =
  | PlaceOrder
  | CancelOrder
  | AmendOrder
  | SetMarketStatus
  | SetReferencePrice
  | SetFeeSchedule
  | ConfigureMarket
  | SuspendTrader
  | ReinstateTrader
  | CreditTokens
  | SettleTrade
  | RejectSettlement
  | LockTokens
  | UnlockTokens
  | ExecuteP2PTrade
  | ConsumeLock
  | CreateTokens
  | AllocateTokens
