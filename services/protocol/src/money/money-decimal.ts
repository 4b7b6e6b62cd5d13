import { Decimal } from 'decimal.js'

/**
 * The one Decimal class money is computed with: a clone with its own precision and rounding.
 *
 * Why a clone: `Decimal.set(...)` changes the global class for every package of the process (the
 * engine, a library). A clone keeps our sums exact and our rounding half-up whatever they set.
 * 100 significant digits hold any price times any quantity the markets allow, with room to spare;
 * the exponent limits keep `toString()` out of exponent notation.
 *
 * @example new MoneyDecimal('1.05').mul(3).toFixed(2) // '3.15'
 */
export const MoneyDecimal = Decimal.clone({
  precision: 100,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -100,
  toExpPos: 100,
})

/** An instance of {@link MoneyDecimal}. */
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>
