import { compareDecimals, isEurInput } from '@iqs/protocol'
import { toTokens } from '../../market/utils/money.js'
import type { Instrument } from '../../market/utils/instrument.js'

export type Side = 'BUY' | 'SELL'
export type OrderType = 'LIMIT' | 'MARKET'

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

/** Checks the entry (spec §5: quantity valid, price valid) before anything is sent. */
export function validateOrder(input: OrderInput): OrderErrors {
  const errors: OrderErrors = {}
  if (toTokens(input.amount) === null) errors.amount = 'invalidAmount'
  if (input.type === 'LIMIT') {
    const price = input.price.trim()
    if (!isPositivePrice(price, input.priceDecimals)) errors.price = 'invalidPrice'
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
