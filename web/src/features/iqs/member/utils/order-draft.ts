import { compareDecimals, eurAmount, isEurInput, tokenAmount } from '@iqs/protocol'
import { toTokens } from '../../market/utils/money.js'
import type { Instrument } from '../../market/utils/instrument.js'

export type Side = 'BUY' | 'SELL'
export type OrderType = 'LIMIT' | 'MARKET'
/** GTC rests the rest, IOC cancels it, FOK trades all at once or nothing (the engine's rules). */
export type TimeInForce = 'GTC' | 'IOC' | 'FOK'

/** The order's fields as the api takes them (spec §3: amount, price, isIQS, order_side, order_type). */
export interface OrderDraft {
  amount: string
  price?: string
  isIQS: boolean
  order_side: Side
  order_type: OrderType
}

export interface OrderInput {
  instrument: Instrument
  side: Side
  type: OrderType
  price: string
  amount: string
  /** The market's price decimals (its config), when loaded: a finer price is refused here already. */
  priceDecimals?: number
}

/** The spec's message keys (§5, §8) of each invalid field. */
export type OrderErrors = Partial<Record<'amount' | 'price', 'invalidAmount' | 'invalidPrice'>>

/**
 * Checks the entry (spec §5: quantity valid, price valid) before anything is sent: the protocol's
 * own schemas of the fields (`tokenAmount`, `eurAmount`), then what the market adds (its price
 * decimals, a price above zero).
 */
export function validateOrder(input: OrderInput): OrderErrors {
  const errors: OrderErrors = {}
  const amount = input.amount.trim()
  if (!tokenAmount.safeParse(amount).success || toTokens(amount) === null) errors.amount = 'invalidAmount'
  if (input.type === 'LIMIT') {
    const price = input.price.trim()
    if (!eurAmount.safeParse(price).success || !isPositivePrice(price, input.priceDecimals))
      errors.price = 'invalidPrice'
  }
  return errors
}

/**
 * Whether `price` is a price the api takes for an order: euros in the input schema's grammar, no
 * finer than the market's decimals when known, above zero.
 */
export function isPositivePrice(price: string, priceDecimals?: number): boolean {
  return isEurInput(price, priceDecimals) && compareDecimals(price, 0) > 0
}

/** The draft to preview or send, or null while the entry is invalid. */
export function toDraft(input: OrderInput): OrderDraft | null {
  if (Object.keys(validateOrder(input)).length > 0) return null
  return {
    amount: input.amount.trim(),
    ...(input.type === 'LIMIT' ? { price: input.price.trim() } : {}),
    isIQS: input.instrument === 'IQS',
    order_side: input.side,
    order_type: input.type,
  }
}

/** The order to send: the draft, its time in force and post-only (`POST /api/iqs/order` without the code). */
export interface OrderRequest extends OrderDraft {
  time_in_force: TimeInForce
  post_only?: boolean
}

/**
 * Which times in force an order type takes: a market order never rests, so GTC is for limits
 * only; and post-only only on a resting limit (LIMIT and GTC), as the engine decides.
 */
export function allowedTimeInForce(type: OrderType): readonly TimeInForce[] {
  return type === 'MARKET' ? ['IOC', 'FOK'] : ['GTC', 'IOC', 'FOK']
}

export const postOnlyAllowed = (type: OrderType, timeInForce: TimeInForce) =>
  type === 'LIMIT' && timeInForce === 'GTC'

/** The draft with the options the engine takes; post-only only where it is allowed. */
export function toOrderRequest(draft: OrderDraft, timeInForce: TimeInForce, postOnly: boolean): OrderRequest {
  const type = draft.order_type
  const tif = allowedTimeInForce(type).includes(timeInForce) ? timeInForce : 'IOC'
  return {
    ...draft,
    time_in_force: tif,
    ...(type === 'LIMIT' ? { post_only: postOnly && postOnlyAllowed(type, tif) } : {}),
  }
}
