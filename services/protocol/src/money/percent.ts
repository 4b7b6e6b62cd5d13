import { decimalText, type DecimalValue } from './exact-decimals.js'
import { MoneyDecimal } from './money-decimal.js'

/**
 * `part` as a percentage of `whole`, rounded half up to `decimals`, or null when `whole` is zero.
 * Depth bars, vote shares and buy/sell pressure: no binary float between the figures and the text.
 *
 * @example percentOf(1, 3, 0) // '33'
 * @example percentOf('2', '3', 1) // '66.7'
 */
export function percentOf(part: DecimalValue, whole: DecimalValue, decimals: number): string | null {
  const of = new MoneyDecimal(decimalText(whole))
  if (of.isZero()) return null
  return new MoneyDecimal(decimalText(part)).div(of).times(100).toFixed(decimals)
}

/**
 * The change from `from` to `to` in percent (`(to / from - 1) * 100`), rounded half up to
 * `decimals`, or null when `from` is not above zero: a market's change over a day.
 *
 * @example percentChange('1.00', '1.05', 2) // '5.00'
 */
export function percentChange(from: DecimalValue, to: DecimalValue, decimals: number): string | null {
  const start = new MoneyDecimal(decimalText(from))
  if (start.lte(0)) return null
  return new MoneyDecimal(decimalText(to)).div(start).minus(1).times(100).toFixed(decimals)
}
