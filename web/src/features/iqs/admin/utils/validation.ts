import { compareDecimals, isEurInput } from '@iqs/protocol'

/** A whole number of tokens (the api's `tokenAmount`): 1 to 10 digits, no leading zero. */
export const isTokenAmount = (value: string) => /^[1-9]\d{0,9}$/.test(value.trim())

/**
 * Euros as the api's `eurAmount` takes them (at most 2 decimals, no leading zero), and no finer
 * than a price on the market when its `priceDecimals` is given (the reference price).
 */
export const isEurAmount = (value: string, priceDecimals?: number) => isEurInput(value.trim(), priceDecimals)

/** A fee percent with at most 6 decimals, 0 to 100. */
export const isPercent = (value: string) =>
  /^(0|[1-9]\d{0,2})(\.\d{1,6})?$/.test(value.trim()) && compareDecimals(value.trim(), 100) <= 0

/**
 * Whether `amount` tokens fit in `maxCreatable`, compared as integers (BigInt)
 * so a 500-million supply never meets float rounding.
 */
export function fitsIn(amount: string, maxCreatable: string): boolean {
  const whole = maxCreatable.split('.')[0] ?? '0'
  return BigInt(amount.trim()) <= BigInt(whole || '0')
}
