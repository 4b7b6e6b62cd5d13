import { decimalText, type DecimalValue } from './exact-decimals.js'
import { MoneyDecimal } from './money-decimal.js'

/**
 * The average price of fills: their value over their quantity, rounded half up to `decimals`, or
 * null for no quantity. What a market order's preview shows ("at 1.0467 on average").
 *
 * @example averagePrice('313.50', 300, 4) // '1.0450'
 * @example averagePrice('0.00', 0, 4) // null
 */
export function averagePrice(value: DecimalValue, quantity: DecimalValue, decimals: number): string | null {
  const of = new MoneyDecimal(decimalText(quantity))
  if (of.isZero()) return null
  return new MoneyDecimal(decimalText(value)).div(of).toFixed(decimals)
}
