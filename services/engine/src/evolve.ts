import { lookupAccount } from './account-lookup.js'
import { TREASURY_ID } from './commands.js'
import type { EngineState, TraderAccount } from './engine-state.js'
import type { EngineEvent } from './events.js'
import { compileFeeSchedule } from './fees.js'

function account(state: EngineState, traderId: string): TraderAccount {
  let found = lookupAccount(state, traderId)
  if (found === undefined) {
    found = { available: 0, reserved: 0, escrow: 0, suspended: false }
    state.traders.set(traderId, found)
  }
  return found
}

function broken(why: string, quantity: number, bucket: string, held: number): never {
  throw new Error(`Invariant broken: ${why} needs ${quantity} ${bucket} tokens, the trader has ${held}`)
}

// One function per move rather than a generic one with computed keys: these run once per order and
// per trade, and fixed property names keep them fast.
function reserve(acct: TraderAccount, quantity: number, why: string): void {
  if (acct.available < quantity) broken(why, quantity, 'available', acct.available)
  acct.available -= quantity
  acct.reserved += quantity
}

function unreserve(acct: TraderAccount, quantity: number, why: string): void {
  if (acct.reserved < quantity) broken(why, quantity, 'reserved', acct.reserved)
  acct.reserved -= quantity
  acct.available += quantity
}

function escrowAvailable(acct: TraderAccount, quantity: number, why: string): void {
  if (acct.available < quantity) broken(why, quantity, 'available', acct.available)
  acct.available -= quantity
  acct.escrow += quantity
}

function escrowReserved(acct: TraderAccount, quantity: number, why: string): void {
  if (acct.reserved < quantity) broken(why, quantity, 'reserved', acct.reserved)
  acct.reserved -= quantity
  acct.escrow += quantity
}

function releaseEscrow(acct: TraderAccount, quantity: number, why: string): void {
  if (acct.escrow < quantity) broken(why, quantity, 'escrow', acct.escrow)
  acct.escrow -= quantity
}

/**
 * Applies one event to the state, in place, and returns the same state.
 *
 * Events come from `decide` (live) or from the event store (replay); both go through here, which is
 * why a replay rebuilds the live state exactly. An event that does not fit the state (a trade with an
 * unknown maker, a balance going negative) means the stream is corrupt, and throws.
 */
export function evolve(state: EngineState, event: EngineEvent): EngineState {
  // The order events of the matching loop are handled here, the rest in evolveOther: a small
  // function that the compiler optimizes (and inlines into) as a whole.
  switch (event.type) {
    case 'OrderAccepted':
    case 'OrderRejected':
    case 'CommandRejected':
      // Nothing rests yet / nothing changed: the order enters the book with OrderRested.
      return state
    case 'OrderRested':
      state.book.add(event)
      if (event.side === 'SELL') reserve(account(state, event.traderId), event.quantity, event.orderId)
      return state
    case 'TradeExecuted': {
      state.book.reduce(event.makerOrderId, event.quantity)
      // The seller's tokens wait in escrow until an admin settles or rejects the trade.
      const seller = account(state, event.sellerId)
      if (event.takerSide === 'BUY') escrowReserved(seller, event.quantity, event.tradeId)
      else escrowAvailable(seller, event.quantity, event.tradeId)
      state.pendingTrades.add(state.nextTradeNumber++, event.buyerId, event.sellerId, event.quantity)
      state.referencePrice = event.price
      if (event.takerRemaining === 0) state.book.markFinished(event.takerOrderId)
      return state
    }
    case 'OrderExpired':
      state.book.markFinished(event.orderId)
      return state
    case 'OrderCancelled':
      state.book.remove(event.orderId)
      if (event.side === 'SELL') unreserve(account(state, event.traderId), event.quantity, event.orderId)
      return state
    default:
      return evolveOther(state, event)
  }
}

/** The events that evolve's matching-loop switch does not handle. */
type OtherEvent = Exclude<
  EngineEvent,
  {
    type:
      | 'OrderAccepted'
      | 'OrderRejected'
      | 'CommandRejected'
      | 'OrderRested'
      | 'TradeExecuted'
      | 'OrderExpired'
      | 'OrderCancelled'
  }
>

function evolveOther(state: EngineState, event: OtherEvent): EngineState {
  switch (event.type) {
    case 'OrderAmended': {
      const { orderId, quantity, previousQuantity } = event
      if (event.priorityKept) state.book.reduce(orderId, previousQuantity - quantity)
      else state.book.requeue(orderId, event.price, quantity)
      if (event.side === 'SELL' && quantity !== previousQuantity) {
        const acct = account(state, event.traderId)
        if (quantity > previousQuantity) reserve(acct, quantity - previousQuantity, orderId)
        else unreserve(acct, previousQuantity - quantity, orderId)
      }
      return state
    }
    case 'MarketStatusChanged':
      state.status = event.status
      return state
    case 'ReferencePriceSet':
      state.referencePrice = event.price
      return state
    case 'FeeScheduleChanged': {
      const fees = compileFeeSchedule(event.minimumEur, event.percent, state.config.priceDecimals)
      if (fees === undefined) throw new Error(`Invariant broken: invalid fee schedule in event`)
      state.fees = fees
      return state
    }
    case 'TraderSuspended':
      account(state, event.traderId).suspended = true
      return state
    case 'TraderReinstated':
      account(state, event.traderId).suspended = false
      return state
    case 'TokensCredited':
      account(state, event.traderId).available += event.quantity
      state.totalTokens += event.quantity
      return state
    case 'TradeSettled':
    case 'SettlementRejected': {
      if (!state.pendingTrades.delete(event.tradeId))
        throw new Error(`Invariant broken: ${event.tradeId} not pending`)
      const seller = account(state, event.sellerId)
      releaseEscrow(seller, event.quantity, event.tradeId)
      account(state, event.type === 'TradeSettled' ? event.buyerId : event.sellerId).available +=
        event.quantity
      return state
    }
    case 'TokensLocked':
      escrowAvailable(account(state, event.traderId), event.quantity, event.lockId)
      state.locks.set(event.lockId, {
        traderId: event.traderId,
        quantity: event.quantity,
        purpose: event.purpose,
      })
      return state
    case 'P2PTradeExecuted': {
      if (!state.locks.delete(event.lockId))
        throw new Error(`Invariant broken: lock ${event.lockId} not held`)
      // The tokens stay in the seller's escrow; they now wait for settlement like a book trade.
      state.pendingTrades.add(state.nextTradeNumber++, event.buyerId, event.sellerId, event.quantity)
      return state
    }
    case 'LockConsumed':
      if (!state.locks.delete(event.lockId))
        throw new Error(`Invariant broken: lock ${event.lockId} not held`)
      releaseEscrow(account(state, event.traderId), event.quantity, event.lockId)
      state.totalTokens -= event.quantity
      return state
    case 'TokensCreated':
      account(state, TREASURY_ID).available += event.quantity
      state.totalTokens += event.quantity
      return state
    case 'TokensAllocated': {
      const treasury = account(state, TREASURY_ID)
      if (treasury.available < event.quantity)
        broken(`allocation ${event.reference}`, event.quantity, 'available', treasury.available)
      treasury.available -= event.quantity
      account(state, event.traderId).available += event.quantity
      return state
    }
    case 'TokensUnlocked':
      if (!state.locks.delete(event.lockId))
        throw new Error(`Invariant broken: lock ${event.lockId} not held`)
      releaseEscrow(account(state, event.traderId), event.quantity, event.lockId)
      account(state, event.traderId).available += event.quantity
      return state
    default: {
      const unknown: never = event
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`)
    }
  }
}
