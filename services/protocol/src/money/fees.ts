import { subtractDecimals, sumDecimals } from './exact-decimals.js'
import { EUR_DECIMALS } from './price-units.js'

/**
 * Exact sums of euro amounts, at least in cents.
 *
 * @example sumEur(['10.50', '1.00']) // '11.50'
 */
export function sumEur(amounts: Iterable<string>): string {
  return sumDecimals(amounts, EUR_DECIMALS)
}

/**
 * What a side of a trade settles after its fee: the buyer pays value + fee, the seller receives
 * value - fee. The engine prices the fee (`computeFee`, integer cents); this only adds it.
 *
 * @example netOfFee('BUY', '10.50', '1.00') // '11.50'
 * @example netOfFee('SELL', '10.50', '1.00') // '9.50'
 */
export function netOfFee(side: 'BUY' | 'SELL', value: string, fee: string): string {
  return side === 'BUY' ? sumEur([value, fee]) : subtractDecimals(value, fee, EUR_DECIMALS)
}

/**
 * The platform's commission on a trade: both sides' fees.
 *
 * @example commission('1.00', '1.25') // '2.25'
 */
export function commission(buyerFee: string, sellerFee: string): string {
  return sumEur([buyerFee, sellerFee])
}
