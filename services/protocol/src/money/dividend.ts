import { compareDecimals, decimalText, type DecimalValue } from './exact-decimals.js'
import { MoneyDecimal } from './money-decimal.js'
import { EUR_DECIMALS } from './price-units.js'

/**
 * A holder's dividend (issue 19): `shares` times `amountPerShare` euros, rounded DOWN to the cent.
 * Down, not half up: the company never pays more than it declared (shares x amount); the cents left
 * over by rounding are the payment run's `roundingEur`, so what is paid reconciles to the cent.
 *
 * @example dividendDue(1001, '0.0125') // '12.51' (12.5125)
 * @example dividendDue(3, '0.001') // '0.00'
 */
export function dividendDue(shares: DecimalValue, amountPerShare: DecimalValue): string {
  return new MoneyDecimal(decimalText(shares))
    .times(decimalText(amountPerShare))
    .toDecimalPlaces(EUR_DECIMALS, MoneyDecimal.ROUND_DOWN)
    .toFixed(EUR_DECIMALS)
}

/**
 * What a dividend declares in all: every share times the amount per share, exact (up to the amount's
 * own decimals). Minus the sum of the holders' `dividendDue`, it gives the cents left by rounding.
 *
 * @example declaredTotal(1001, '0.0125') // '12.5125'
 */
export function declaredTotal(shares: DecimalValue, amountPerShare: DecimalValue): string {
  const total = new MoneyDecimal(decimalText(shares)).times(decimalText(amountPerShare))
  return total.toFixed(Math.max(EUR_DECIMALS, total.decimalPlaces()))
}

/**
 * Whether a holder's dividend is paid at all: a cent or more. Shares worth less than a cent are
 * listed with 0.00 and left out of the payment run.
 *
 * @example isPayable('0.01') // true
 * @example isPayable('0.00') // false
 */
export function isPayable(amountEur: DecimalValue): boolean {
  return compareDecimals(amountEur, 0) > 0
}
