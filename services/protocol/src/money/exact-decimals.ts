import { MoneyDecimal } from './money-decimal.js'
import { fractionDigits, splitDecimal } from './decimal-text.js'

/** A decimal as the api and the screens hold it: a plain decimal string, or a whole number. */
export type DecimalValue = string | number | bigint

/**
 * The exact text of a value: a plain decimal string as it is, a safe integer or a BigInt as digits.
 * A float that is not whole (0.1 is not 0.1) or a text that is not a plain decimal is a bug.
 */
export function decimalText(value: DecimalValue): string {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`Expected a whole number, got ${value}`)
    return String(value)
  }
  if (!splitDecimal(value)) throw new RangeError(`Expected a plain decimal, got ${JSON.stringify(value)}`)
  return value
}

/**
 * Whether `text` is a plain decimal (an optional minus, digits, an optional fraction): what the
 * api writes for a price or an amount, and what every function here takes.
 *
 * @example isDecimalText('0.98') // true
 * @example isDecimalText('1e3') // false
 */
export function isDecimalText(text: string): boolean {
  return typeof text === 'string' && splitDecimal(text) !== undefined
}

/**
 * `text` with at least `decimals` digits after the point, padded with zeros, never rounded.
 *
 * @example padDecimals('15', 2) // '15.00'
 * @example padDecimals('0.125', 2) // '0.125'
 */
export function padDecimals(text: string, decimals: number): string {
  const have = fractionDigits(text)
  if (have >= decimals) return text
  return `${text}${have === 0 ? '.' : ''}${'0'.repeat(decimals - have)}`
}

/**
 * The exact sum of decimals, with as many decimals as the most precise of them (at least
 * `minimumDecimals`): nothing is rounded.
 *
 * @example sumDecimals(['1.05', '2.1']) // '3.15'
 * @example sumDecimals([], 2) // '0.00'
 */
export function sumDecimals(values: Iterable<DecimalValue>, minimumDecimals = 0): string {
  let total = new MoneyDecimal(0)
  let places = minimumDecimals
  for (const value of values) {
    const text = decimalText(value)
    places = Math.max(places, fractionDigits(text))
    total = total.plus(text)
  }
  return total.toFixed(places)
}

/**
 * `a - b`, exact, with the decimals of the more precise (at least `minimumDecimals`).
 *
 * @example subtractDecimals('1.02', '0.98') // '0.04'
 */
export function subtractDecimals(a: DecimalValue, b: DecimalValue, minimumDecimals = 0): string {
  const left = decimalText(a)
  const right = decimalText(b)
  const places = Math.max(minimumDecimals, fractionDigits(left), fractionDigits(right))
  return new MoneyDecimal(left).minus(right).toFixed(places)
}

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b`, compared exactly ('0.10' equals '0.1').
 *
 * @example [...prices].sort(compareDecimals) // best ask first
 */
export function compareDecimals(a: DecimalValue, b: DecimalValue): number {
  return new MoneyDecimal(decimalText(a)).comparedTo(decimalText(b))
}

/** The largest of the values as given, or undefined for none. */
export function maxDecimal<T extends DecimalValue>(values: readonly T[]): T | undefined {
  return values.reduce<T | undefined>(
    (best, v) => (best === undefined || compareDecimals(v, best) > 0 ? v : best),
    undefined,
  )
}

/** The smallest of the values as given, or undefined for none. */
export function minDecimal<T extends DecimalValue>(values: readonly T[]): T | undefined {
  return values.reduce<T | undefined>(
    (best, v) => (best === undefined || compareDecimals(v, best) < 0 ? v : best),
    undefined,
  )
}

/**
 * Whole quantities (tokens, vote weights) added as BigInt: exact past 2^53.
 *
 * @example sumQuantities(['9007199254740993', 1]) // '9007199254740994'
 */
export function sumQuantities(values: Iterable<string | number | bigint>): string {
  let total = 0n
  for (const value of values) {
    const text = decimalText(value)
    if (text.includes('.')) throw new RangeError(`Expected a whole quantity, got ${text}`)
    total += BigInt(text)
  }
  return total.toString()
}
