import type { Instrument } from './market-config.js'

/** Stable machine codes of refused commands; clients switch on these, people read the message. */
export type RejectReason =
  | 'MARKET_BLACKOUT'
  | 'MARKET_SUSPENDED'
  | 'TRADER_SUSPENDED'
  | 'REFERENCE_PRICE_ZERO'
  | 'INSUFFICIENT_TOKENS'
  | 'DUPLICATE_ORDER_ID'
  | 'UNKNOWN_ORDER'
  | 'NOT_ORDER_OWNER'
  | 'ORDER_NOT_ACTIVE'
  | 'INVALID_ORDER'
  | 'INVALID_QUANTITY'
  | 'INVALID_PRICE'
  | 'PRICE_OUT_OF_RANGE'
  | 'TICK_SIZE'
  | 'LOT_SIZE'
  | 'MIN_NOTIONAL'
  | 'POST_ONLY_WOULD_TAKE'
  | 'FOK_NOT_FILLABLE'
  | 'NO_LIQUIDITY'
  | 'AMEND_WOULD_CROSS'
  | 'AMEND_NO_CHANGE'
  | 'UNKNOWN_TRADE'
  | 'DUPLICATE_LOCK_ID'
  | 'UNKNOWN_LOCK'
  | 'INVALID_FEE_SCHEDULE'
  | 'NO_CHANGE'
  | 'INVALID_COMMAND'
  | 'MAX_SUPPLY_EXCEEDED'

/**
 * The English message of a reason. Where the spec (§8) has a text it is used word for word; the
 * instrument name is put in so that the IQS market says exactly what the spec says.
 */
export function rejectMessage(reason: RejectReason, instrument: Instrument): string {
  switch (reason) {
    case 'MARKET_BLACKOUT':
      return 'The market is in its blackout period before the financial results: buying and selling are closed'
    case 'MARKET_SUSPENDED':
      return 'The market is suspended: buying and selling are closed'
    case 'TRADER_SUSPENDED':
      return 'Your trading privileges are suspended'
    case 'REFERENCE_PRICE_ZERO':
      return `The current ${instrument} token price is zero. Cannot perform the order/conversion`
    case 'INSUFFICIENT_TOKENS':
      return `Not enough available ${instrument} tokens`
    case 'DUPLICATE_ORDER_ID':
      return 'An order with this id already exists'
    case 'UNKNOWN_ORDER':
      return 'Error while canceling your order: unknown order'
    case 'NOT_ORDER_OWNER':
      return 'Error while canceling your order: the order belongs to another trader'
    case 'ORDER_NOT_ACTIVE':
      return 'Error while canceling your order: the order is already filled, cancelled or expired'
    case 'INVALID_ORDER':
      return 'Unable to process your order: this combination of order type, time in force and post-only is not allowed'
    case 'INVALID_QUANTITY':
      return 'Please enter a valid amount'
    case 'INVALID_PRICE':
      return 'Please enter a valid price'
    case 'PRICE_OUT_OF_RANGE':
      return 'The price is outside the allowed range of this market'
    case 'TICK_SIZE':
      return 'The price is not a multiple of the tick size'
    case 'LOT_SIZE':
      return 'The quantity is not a multiple of the lot size'
    case 'MIN_NOTIONAL':
      return 'The order value is below the minimum of this market'
    case 'POST_ONLY_WOULD_TAKE':
      return 'The post-only order would trade immediately'
    case 'FOK_NOT_FILLABLE':
      return 'The fill-or-kill order cannot be filled in full'
    case 'NO_LIQUIDITY':
      return 'There is no order to trade with'
    case 'AMEND_WOULD_CROSS':
      return 'The new price would trade immediately; cancel and place a new order instead'
    case 'AMEND_NO_CHANGE':
      return 'The amendment changes nothing'
    case 'UNKNOWN_TRADE':
      return 'Error accepting transaction: unknown or already settled trade'
    case 'DUPLICATE_LOCK_ID':
      return 'A lock with this id already exists'
    case 'UNKNOWN_LOCK':
      return 'Unknown or already released lock'
    case 'INVALID_FEE_SCHEDULE':
      return 'Error: Unable to set transaction fee'
    case 'NO_CHANGE':
      return 'Nothing to change'
    case 'INVALID_COMMAND':
      return 'The command is malformed'
    case 'MAX_SUPPLY_EXCEEDED':
      return 'Error: Trying to create more tokens than available is not permited'
    default: {
      const unreachable: never = reason
      throw new Error(`Unknown reject reason ${String(unreachable)}`)
    }
  }
}
