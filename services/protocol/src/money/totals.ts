import { decimalText, padDecimals } from './exact-decimals.js'
import { EUR_DECIMALS, unitDigits, unitsToEur, type Units } from './price-units.js'
import { fractionDigits } from './decimal-text.js'

/**
 * How many decimals an amount in euros has on a market: its price decimals, and at least the
 * euro's cents (a fee is in cents even where prices are whole euros).
 *
 * @example moneyDecimals(2) // 2
 * @example moneyDecimals(4) // 4
 */
export const moneyDecimals = (priceDecimals: number): number => Math.max(EUR_DECIMALS, priceDecimals)

/**
 * A value in price units times tokens (a price times a quantity, or a sum of such products, as
 * the projections keep in bigint columns) as euros with {@link moneyDecimals} decimals.
 *
 * @example valueToEur('1575', 2) // '15.75'
 */
export function valueToEur(value: Units, priceDecimals: number): string {
  return padDecimals(unitsToEur(value, priceDecimals), moneyDecimals(priceDecimals))
}

/** A whole quantity of tokens as a BigInt; a fraction is a bug. */
function wholeQuantity(quantity: number | bigint | string): bigint {
  const text = decimalText(quantity)
  if (text.includes('.')) throw new RangeError(`Expected a whole quantity, got ${text}`)
  return BigInt(text)
}

/**
 * The value of `quantity` tokens at `price` price units, in euros, exact at any size.
 *
 * Why not `price * quantity`: past 2^53 a float product drops digits (a 10-digit price of units
 * times a 10-digit quantity is 20 digits). Small products, the usual case, stay on numbers; the
 * rest goes through BigInt.
 *
 * @example totalEur(105, 10, 2) // '10.50'
 * @example totalEur(2_147_483_647, 2_147_483_647, 2) // '46116860141324206.09'
 */
export function totalEur(price: Units, quantity: number | bigint | string, priceDecimals: number): string {
  if (typeof price === 'number' && typeof quantity === 'number') {
    const product = price * quantity
    if (Number.isSafeInteger(price) && Number.isSafeInteger(quantity) && Number.isSafeInteger(product))
      return valueToEur(product, priceDecimals)
  }
  const { negative, digits } = unitDigits(price)
  const units = BigInt(digits) * wholeQuantity(quantity)
  return valueToEur(negative ? -units : units, priceDecimals)
}

/**
 * A price in euros as typed (a plain decimal string) times a whole quantity, exact, with the
 * price's decimals and at least the euro's cents: the order form's total before any server answer.
 *
 * @example eurTimesQuantity('1.05', '10') // '10.50'
 */
export function eurTimesQuantity(priceEur: string, quantity: number | bigint | string): string {
  const text = decimalText(priceEur)
  const places = fractionDigits(text)
  const total = unitsToEur(BigInt(text.replace('.', '')) * wholeQuantity(quantity), places)
  return padDecimals(total, EUR_DECIMALS)
}

/**
 * An amount in euros kept as text (a fee, a stored value) with at least the euro's cents,
 * exactly: '15' -> '15.00', never rounded.
 *
 * @example normalizeEur('1') // '1.00'
 */
export function normalizeEur(amount: string): string {
  return padDecimals(decimalText(amount), EUR_DECIMALS)
}
