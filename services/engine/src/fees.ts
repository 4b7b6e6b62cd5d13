import { Decimal } from 'decimal.js'
import type { Side } from './commands.js'

/**
 * A fee schedule ready for use: the decimal strings as given, and the same numbers as integers so the
 * matching loop can price a trade without allocating Decimals.
 */
export interface FeeSchedule {
  readonly minimumEur: string
  readonly percent: string
  readonly priceDecimals: number
  readonly minimumCents: number
  /** percent * 10^percentDecimals, an integer. */
  readonly percentScaled: number
  /** 10^(percentDecimals + priceDecimals): value * percentScaled / divisor is the fee in cents. */
  readonly divisor: number
}

const DECIMAL = /^\d{1,15}(\.\d{1,8})?$/

/** A Decimal class of its own, so that another package's global Decimal settings cannot change our sums. */
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP })

/**
 * Checks and compiles a fee schedule; undefined when the strings are not plain non-negative decimals,
 * the minimum has more than cent precision, or the percent is above 100 or has more than 6 decimals.
 */
export function compileFeeSchedule(
  minimumEur: string,
  percent: string,
  priceDecimals: number,
): FeeSchedule | undefined {
  if (typeof minimumEur !== 'string' || typeof percent !== 'string') return undefined
  if (!DECIMAL.test(minimumEur) || !DECIMAL.test(percent)) return undefined
  const min = new D(minimumEur)
  const pct = new D(percent)
  if (min.decimalPlaces() > 2 || min.gt(1e12)) return undefined
  if (pct.decimalPlaces() > 6 || pct.gt(100)) return undefined
  const percentDecimals = pct.decimalPlaces()
  return {
    minimumEur,
    percent,
    priceDecimals,
    minimumCents: min.mul(100).toNumber(),
    percentScaled: pct.mul(new D(10).pow(percentDecimals)).toNumber(),
    divisor: 10 ** (percentDecimals + priceDecimals),
  }
}

/**
 * Recent fee texts by cents, direct-mapped: fees repeat (the minimum, round amounts), and reusing the
 * string spares an allocation per trade. Strings are immutable, so sharing one is invisible.
 *
 * This cache stays at module level, shared by every market of the process, because it is a pure
 * function of its key: the text depends on the whole number of cents alone, and the key is that
 * whole number (a slot answers only when it holds exactly these cents, which a Float64Array stores
 * exactly below 2^53; -1, the empty mark, is never a fee). Everything market-specific (the fee
 * schedule's minimum and percent, the price decimals) is applied before, in computeFee, from the
 * schedule passed in: a schedule change on one market cannot make another's hit wrong. Slot and text
 * are written together, with no call in between, so no reader sees one without the other.
 */
const FEE_CACHE_SIZE = 1024
const cachedCents = new Float64Array(FEE_CACHE_SIZE).fill(-1)
const cachedText: string[] = new Array<string>(FEE_CACHE_SIZE).fill('')

function centsToEur(cents: number): string {
  const slot = cents & (FEE_CACHE_SIZE - 1)
  if (cachedCents[slot] === cents) return cachedText[slot]!
  const rest = cents % 100
  const text = `${(cents - rest) / 100}.${rest < 10 ? '0' : ''}${rest}`
  cachedCents[slot] = cents
  cachedText[slot] = text
  return text
}

/**
 * The fee of one trade or order in EUR, rounded half up to the cent:
 * `max(minimum EUR, percent % of price * quantity)`, the value being in euros.
 *
 * The preview a trader sees and the fee printed on each TradeExecuted both come from this function.
 * When the integer products stay below 2^53 the exact integer path is used; otherwise decimal.js
 * computes the same result (the tests check that both agree).
 *
 * @example computeFee(compileFeeSchedule('1.00', '0.5', 2)!, 1250, 400) // '25.00'
 */
export function computeFee(fees: FeeSchedule, price: number, quantity: number): string {
  const value = price * quantity
  const twiceNumerator = 2 * value * fees.percentScaled
  const twiceDivisor = 2 * fees.divisor
  if (value <= Number.MAX_SAFE_INTEGER && twiceNumerator + fees.divisor <= Number.MAX_SAFE_INTEGER) {
    // Half-up rounding of value * percentScaled / divisor: floor((2n + d) / 2d), corrected for the
    // float division so that the quotient is the exact integer floor.
    const top = twiceNumerator + fees.divisor
    let cents = Math.floor(top / twiceDivisor)
    if (cents * twiceDivisor > top) cents -= 1
    else if ((cents + 1) * twiceDivisor <= top) cents += 1
    return centsToEur(cents < fees.minimumCents ? fees.minimumCents : cents)
  }
  return computeFeeWithDecimal(fees, price, quantity)
}

/** The decimal.js formula, used above 2^53 and as the oracle in tests. */
export function computeFeeWithDecimal(fees: FeeSchedule, price: number, quantity: number): string {
  const value = new D(price).mul(quantity).div(new D(10).pow(fees.priceDecimals))
  const fee = value.mul(fees.percent).div(100).toDecimalPlaces(2, D.ROUND_HALF_UP)
  return D.max(fee, new D(fees.minimumEur)).toFixed(2)
}

/** What a trader sees before sending an order. */
export interface FeePreview {
  /** price * quantity in EUR, exact. */
  value: string
  fee: string
  /** BUY: value + fee, what the buyer pays; SELL: value - fee, what the seller receives. */
  total: string
}

/**
 * The value, fee and total of an order of `quantity` tokens at `price` price units.
 *
 * @example previewFee(state.fees, 'BUY', 150, 10) // { value: '15.00', fee: '1.00', total: '16.00' }
 */
export function previewFee(fees: FeeSchedule, side: Side, price: number, quantity: number): FeePreview {
  const value = new D(price).mul(quantity).div(new D(10).pow(fees.priceDecimals))
  const fee = computeFee(fees, price, quantity)
  const total = side === 'BUY' ? value.add(fee) : value.sub(fee)
  const places = Math.max(2, fees.priceDecimals)
  return { value: value.toFixed(places), fee, total: total.toFixed(places) }
}
