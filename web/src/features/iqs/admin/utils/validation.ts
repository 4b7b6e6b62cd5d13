/** A whole number of tokens (the api's `tokenAmount`): 1 to 10 digits, no leading zero. */
export const isTokenAmount = (value: string) => /^[1-9]\d{0,9}$/.test(value.trim())

/** Euros with at most 2 decimals, no leading zero (the api's `eurAmount`). */
export const isEurAmount = (value: string) => /^(0|[1-9]\d{0,8})(\.\d{1,2})?$/.test(value.trim())

/** A fee percent with at most 6 decimals, 0 to 100. */
export const isPercent = (value: string) =>
  /^(0|[1-9]\d{0,2})(\.\d{1,6})?$/.test(value.trim()) && Number(value) <= 100

/**
 * Whether `amount` tokens fit in `maxCreatable`, compared as integers (BigInt)
 * so a 500-million supply never meets float rounding.
 */
export function fitsIn(amount: string, maxCreatable: string): boolean {
  const whole = maxCreatable.split('.')[0] ?? '0'
  return BigInt(amount.trim()) <= BigInt(whole || '0')
}
