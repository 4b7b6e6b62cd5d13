import {
  commissionEurInput,
  compareDecimals,
  eurTimesQuantity,
  iqstemMessages,
  subtractDecimals,
  sumEur,
  EUR_DECIMALS,
} from '@iqs/protocol'

/** The payment form's three boxes as typed. */
export interface PaymentDraft {
  cash: string
  tokens: string
  price: string
}

/** What the form shows as the admin types; null where a box does not hold a valid value yet. */
export interface PaymentFigures {
  /** tokens x price per token, exact; '0.00' without tokens. */
  tokenValue: string | null
  /** cash + token value, exact: what the payment takes off the outstanding amount. */
  total: string | null
  /** The total is above what remains due (the api would refuse it: COMMISSION_OVERPAID). */
  overpaid: boolean
}

const eurAmount = commissionEurInput(iqstemMessages.amount)
const WHOLE = /^\d{1,10}$/

/**
 * A typed amount as the api reads it: a French comma is a decimal point, spaces are grouping; an
 * empty box is nothing (undefined), so the schema's default or null applies.
 *
 * @example typedDecimal(' 1 234,56 ') // '1234.56'
 */
export function typedDecimal(value: unknown): string | undefined {
  if (typeof value !== 'string') return value === undefined || value === null ? undefined : String(value)
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  return text === '' ? undefined : text
}

/** Whether `value` is an amount in euros the api takes (cents at most). */
const isAmount = (value: string) => eurAmount.safeParse(value).success

/**
 * The payment's figures from what is typed, with the money module only: 1234.56 € cash and 300
 * tokens at 1.05 € make 315.00 € of tokens and 1549.56 € in all, to the cent.
 */
export function paymentFigures(draft: PaymentDraft, outstanding: string): PaymentFigures {
  const cash = typedDecimal(draft.cash) ?? '0'
  const tokens = typedDecimal(draft.tokens) ?? '0'
  const price = typedDecimal(draft.price)
  let tokenValue: string | null = null
  if (WHOLE.test(tokens)) {
    if (BigInt(tokens) === 0n) tokenValue = '0.00'
    else if (price !== undefined && isAmount(price)) tokenValue = eurTimesQuantity(price, tokens)
  }
  const total = tokenValue !== null && isAmount(cash) ? sumEur([cash, tokenValue]) : null
  return { tokenValue, total, overpaid: total !== null && compareDecimals(total, outstanding) > 0 }
}

/**
 * The euros that pay the rest once the tokens are counted: outstanding - token value, never below
 * zero (tokens worth more than what is due leave no cash to pay, and the form says it is too much).
 */
export function restInCash(outstanding: string, tokenValue: string | null): string {
  const rest = subtractDecimals(outstanding, tokenValue ?? '0', EUR_DECIMALS)
  return compareDecimals(rest, '0') < 0 ? '0.00' : rest
}
