import { fractionDigits } from './decimal-text.js'
import { decimalText, type DecimalValue } from './exact-decimals.js'
import { MoneyDecimal } from './money-decimal.js'
import { unitsToEur } from './price-units.js'

/** Group sizes of a ladder in price units: the tick, 5 ticks, 10 ticks, 100 ticks. */
const GROUP_TICKS = [1, 5, 10, 100] as const

/**
 * The price groups a ladder offers on a market, smallest first, as euro texts with the market's
 * decimals: 0.01 / 0.05 / 0.10 / 1.00 for 2 decimals, 1 / 5 / 10 / 100 for whole euros.
 *
 * @example priceGroups(2) // ['0.01', '0.05', '0.10', '1.00']
 */
export function priceGroups(priceDecimals: number): string[] {
  return GROUP_TICKS.map((ticks) => unitsToEur(ticks, priceDecimals))
}

/**
 * `price` brought to a multiple of `group`, exactly: down for bids, up for asks, so that a grouped
 * level never shows a better price than any order in it (as exchanges group their ladders).
 *
 * @example groupPrice('1.04', '0.05', 'down') // '1.00'
 * @example groupPrice('1.04', '0.05', 'up') // '1.05'
 * @example groupPrice('0.98', '1.00', 'down') // '0.00'
 */
export function groupPrice(price: DecimalValue, group: DecimalValue, direction: 'down' | 'up'): string {
  const text = decimalText(price)
  const size = decimalText(group)
  const step = new MoneyDecimal(size)
  if (!step.gt(0)) throw new RangeError(`A price group must be above zero, got ${size}`)
  const steps = new MoneyDecimal(text).div(step)
  const whole = direction === 'down' ? steps.floor() : steps.ceil()
  return whole.times(step).toFixed(Math.max(fractionDigits(text), fractionDigits(size)))
}
