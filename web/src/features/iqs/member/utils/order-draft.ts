import { toCents, toTokens } from '../../market/utils/money.js'
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
}

/** The spec's message keys (§5, §8) of each invalid field. */
export type OrderErrors = Partial<Record<'amount' | 'price', 'invalidAmount' | 'invalidPrice'>>

/** Checks the entry (spec §5: quantity valid, price valid) before anything is sent. */
export function validateOrder(input: OrderInput): OrderErrors {
  const errors: OrderErrors = {}
  if (toTokens(input.amount) === null) errors.amount = 'invalidAmount'
  if (input.type === 'LIMIT') {
    const cents = toCents(input.price)
    if (cents === null || cents <= 0) errors.price = 'invalidPrice'
  }
  return errors
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
