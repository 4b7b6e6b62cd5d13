import type {
  CreditSource,
  EngineCommand,
  LockPurpose,
  MarketStatus,
  OrderType,
  SelfTradePrevention,
  Side,
  TimeInForce,
} from './commands.js'
import type { RejectParams, RejectReason } from './reject-reason.js'

/** `at` is copied from the command that caused the event (epoch milliseconds). */
interface EventBase {
  at: number
}

/** The order passed every check; trades, a rest or an expiry follow in the same batch. */
export interface OrderAccepted extends EventBase {
  type: 'OrderAccepted'
  orderId: string
  traderId: string
  side: Side
  orderType: OrderType
  /** Limit price in price units; null for a market order. */
  price: number | null
  quantity: number
  timeInForce: TimeInForce
  postOnly: boolean
  selfTradePrevention: SelfTradePrevention
}

/** One fill between the incoming (taker) order and a resting (maker) order. */
export interface TradeExecuted extends EventBase {
  type: 'TradeExecuted'
  /** `${instrument}-${n}`, n counting from 1 per market. */
  tradeId: string
  /** The maker's price; the taker may have offered better. */
  price: number
  quantity: number
  takerOrderId: string
  makerOrderId: string
  takerSide: Side
  buyerId: string
  sellerId: string
  buyOrderId: string
  sellOrderId: string
  /** Quantity still open on each order after this fill; 0 means the order is filled. */
  takerRemaining: number
  makerRemaining: number
  /** EUR decimal strings, computeFee(price, quantity): each side pays the same schedule. */
  buyerFee: string
  sellerFee: string
}

/** The order's open quantity entered the book at the back of its price level. */
export interface OrderRested extends EventBase {
  type: 'OrderRested'
  orderId: string
  traderId: string
  side: Side
  price: number
  /** Open quantity now resting (the order's quantity minus what traded on arrival). */
  quantity: number
}

/** The incoming order's unfilled remainder was dropped without resting. */
export interface OrderExpired extends EventBase {
  type: 'OrderExpired'
  orderId: string
  traderId: string
  side: Side
  /** Unfilled quantity dropped. */
  quantity: number
  /** IOC: time in force; MARKET: the book ran out; SELF_TRADE_PREVENTION: it met its own trader's order. */
  reason: 'IOC' | 'MARKET' | 'SELF_TRADE_PREVENTION'
}

/** A resting order left the book before being filled. */
export interface OrderCancelled extends EventBase {
  type: 'OrderCancelled'
  orderId: string
  traderId: string
  side: Side
  price: number
  /** Open quantity removed from the book. */
  quantity: number
  /** TRADER: asked by its owner; SELF_TRADE_PREVENTION: an order of the same trader met it. */
  reason: 'TRADER' | 'SELF_TRADE_PREVENTION'
}

/** A resting order changed; `priorityKept` is true only for a size decrease at the same price. */
export interface OrderAmended extends EventBase {
  type: 'OrderAmended'
  orderId: string
  traderId: string
  side: Side
  price: number
  quantity: number
  previousPrice: number
  previousQuantity: number
  priorityKept: boolean
}

/**
 * A PlaceOrder, CancelOrder or AmendOrder was refused; nothing changed. A code and what its text
 * needs, no sentence: events written before issue 13 also carry `message` (the English text of the
 * time), which nothing decides on (see RejectParams).
 */
export interface OrderRejected extends EventBase {
  type: 'OrderRejected'
  command: 'PlaceOrder' | 'CancelOrder' | 'AmendOrder'
  orderId: string
  traderId: string
  reason: RejectReason
  /** Only when the reason's text needs some (REFERENCE_PRICE_ZERO, INSUFFICIENT_TOKENS). */
  params?: RejectParams
}

/** Any other command was refused; `ref` is its main id (trade, lock or trader). Worded as OrderRejected. */
export interface CommandRejected extends EventBase {
  type: 'CommandRejected'
  command: Exclude<EngineCommand['type'], 'PlaceOrder' | 'CancelOrder' | 'AmendOrder'>
  ref: string
  reason: RejectReason
  /** Only when the reason's text needs some (REFERENCE_PRICE_ZERO, INSUFFICIENT_TOKENS). */
  params?: RejectParams
}

export interface MarketStatusChanged extends EventBase {
  type: 'MarketStatusChanged'
  status: MarketStatus
  previousStatus: MarketStatus
}

export interface ReferencePriceSet extends EventBase {
  type: 'ReferencePriceSet'
  price: number
}

export interface FeeScheduleChanged extends EventBase {
  type: 'FeeScheduleChanged'
  minimumEur: string
  percent: string
}

export interface TraderSuspended extends EventBase {
  type: 'TraderSuspended'
  traderId: string
}

export interface TraderReinstated extends EventBase {
  type: 'TraderReinstated'
  traderId: string
}

export interface TokensCredited extends EventBase {
  type: 'TokensCredited'
  traderId: string
  quantity: number
  source: CreditSource
  reference: string
}

/** Seller's escrow -> buyer's available. */
export interface TradeSettled extends EventBase {
  type: 'TradeSettled'
  tradeId: string
  buyerId: string
  sellerId: string
  quantity: number
}

/** Seller's escrow -> seller's available; the trade stays printed but is void. */
export interface SettlementRejected extends EventBase {
  type: 'SettlementRejected'
  tradeId: string
  buyerId: string
  sellerId: string
  quantity: number
}

/** Available -> escrow under `lockId`. */
export interface TokensLocked extends EventBase {
  type: 'TokensLocked'
  lockId: string
  traderId: string
  quantity: number
  purpose: LockPurpose
}

/** Escrow -> available for the lock. */
export interface TokensUnlocked extends EventBase {
  type: 'TokensUnlocked'
  lockId: string
  traderId: string
  quantity: number
  purpose: LockPurpose
}

/** A P2P lock became a pending trade (escrow stays with the seller until settlement). */
export interface P2PTradeExecuted extends EventBase {
  type: 'P2PTradeExecuted'
  /** Numbered with the book's trades: `${instrument}-${n}`. */
  tradeId: string
  lockId: string
  buyerId: string
  sellerId: string
  price: number
  quantity: number
  /** EUR decimal strings, computeFee(price, quantity), as for a book trade. */
  buyerFee: string
  sellerFee: string
}

/** The locked tokens left the market (a validated conversion); the supply shrinks by `quantity`. */
export interface LockConsumed extends EventBase {
  type: 'LockConsumed'
  lockId: string
  traderId: string
  quantity: number
  purpose: LockPurpose
}

/** New tokens in the treasury account. */
export interface TokensCreated extends EventBase {
  type: 'TokensCreated'
  quantity: number
  reference: string
}

/** Treasury available -> the trader's available. */
export interface TokensAllocated extends EventBase {
  type: 'TokensAllocated'
  traderId: string
  quantity: number
  reference: string
}

export type EngineEvent =
  | OrderAccepted
  | TradeExecuted
  | OrderRested
  | OrderExpired
  | OrderCancelled
  | OrderAmended
  | OrderRejected
  | CommandRejected
  | MarketStatusChanged
  | ReferencePriceSet
  | FeeScheduleChanged
  | TraderSuspended
  | TraderReinstated
  | TokensCredited
  | TradeSettled
  | SettlementRejected
  | TokensLocked
  | TokensUnlocked
  | P2PTradeExecuted
  | LockConsumed
  | TokensCreated
  | TokensAllocated
