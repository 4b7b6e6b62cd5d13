import type { Instrument } from './market-config.js'

/** Stable machine codes of refused commands; clients switch on these and word them (see RejectParams). */
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
 * What the text of a refusal needs beside its reason. The engine writes no sentence into the log:
 * clients turn the reason and these into words in their reader's language (issue 13), so a text can
 * change, or gain a language, without touching an event.
 */
export interface RejectParams {
  /** REFERENCE_PRICE_ZERO and INSUFFICIENT_TOKENS: the market ("The current IQS token price is zero"). */
  instrument?: Instrument
  /** INSUFFICIENT_TOKENS: the tokens the trader (the treasury, for an allocation) had available. */
  available?: number
}

/**
 * The parameters of a refusal: only what its text needs, nothing for the other reasons (the event
 * then carries no `params`). `available` is the refused trader's (or treasury's) available tokens.
 */
export function rejectParams(
  reason: RejectReason,
  instrument: Instrument,
  available: number | undefined,
): RejectParams | undefined {
  if (reason === 'REFERENCE_PRICE_ZERO') return { instrument }
  if (reason === 'INSUFFICIENT_TOKENS') return { instrument, available: available ?? 0 }
  return undefined
}
