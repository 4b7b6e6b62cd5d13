import { decimalPattern } from './decimal-text.js'

/**
 * The euro's minor unit: fees are charged in whole cents, and an amount in euros (a total, a fee,
 * a value) shows at least this many decimals. Prices are not bound by it: a market's
 * `priceDecimals` says how many decimals its prices have.
 */
export const EUR_DECIMALS = 2

/** Digits before the point of a price or an amount in euros a client may send: under a billion. */
export const EUR_INTEGER_DIGITS = 9

/**
 * Whole price units as they come: engine numbers, BigInt products, bigint columns read as text.
 * A price unit is `10^-priceDecimals` euro (a cent when the market's `priceDecimals` is 2).
 */
export type Units = number | bigint | string

const patterns = new Map<string, RegExp>()

/** The input grammar for (integerDigits, decimals), compiled once. */
function grammar(integerDigits: number, decimals: number): RegExp {
  const key = `${integerDigits}:${decimals}`
  let pattern = patterns.get(key)
  if (!pattern) patterns.set(key, (pattern = new RegExp(decimalPattern({ integerDigits, decimals }))))
  return pattern
}

/** A market's price decimals are configuration: anything but a small whole number is a bug. */
function checkDecimals(priceDecimals: number): void {
  if (!Number.isInteger(priceDecimals) || priceDecimals < 0 || priceDecimals > 20)
    throw new RangeError(`priceDecimals must be a whole number in 0..20, got ${priceDecimals}`)
}

/**
 * Euros as a client typed them to whole price units, or undefined when the text is not a plain
 * decimal (the input schemas' grammar: no sign, exponent, spaces or leading zero), has more
 * integer digits than `integerDigits`, or more decimals than the market's `priceDecimals`.
 *
 * Why text to BigInt: `Number('1.15') * 100` is 114.99999999999999; splitting the digits is exact
 * at any length.
 *
 * @example eurToUnits('1.05', 2) // 105n
 * @example eurToUnits('1.05', 4) // 10500n
 * @example eurToUnits('1.055', 2) // undefined
 */
export function eurToUnits(
  eur: string,
  priceDecimals: number,
  integerDigits = EUR_INTEGER_DIGITS,
): bigint | undefined {
  checkDecimals(priceDecimals)
  if (typeof eur !== 'string' || !grammar(integerDigits, priceDecimals).test(eur)) return undefined
  const [whole = '0', fraction = ''] = eur.split('.')
  return BigInt(whole + fraction.padEnd(priceDecimals, '0'))
}

/**
 * Whether `text` is euros a client may send: the input schemas' grammar (`eurAmount`: at most the
 * euro's 2 decimals and 9 integer digits), and, when a market's `priceDecimals` is given, no finer
 * than a price on that market. What a form checks before the api does.
 *
 * @example isEurInput('1.05') // true
 * @example isEurInput('1.05', 0) // false: that market prices in whole euros
 */
export function isEurInput(text: string, priceDecimals?: number): boolean {
  const decimals = priceDecimals === undefined ? EUR_DECIMALS : Math.min(EUR_DECIMALS, priceDecimals)
  return eurToUnits(text, decimals) !== undefined
}

/**
 * {@link eurToUnits} as the number an engine command carries, or undefined when it is refused or
 * beyond `Number.MAX_SAFE_INTEGER` (the engine refuses prices above 2^31 - 1 anyway).
 *
 * @example priceUnits('1.05', terms.priceDecimals) // 105
 */
export function priceUnits(eur: string, priceDecimals: number): number | undefined {
  const units = eurToUnits(eur, priceDecimals)
  return units !== undefined && units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : undefined
}

/** Sign and digits of whole units; a fraction, a float or a non-numeric text is a bug. */
export function unitDigits(units: Units): { negative: boolean; digits: string } {
  let text: string
  if (typeof units === 'number') {
    if (!Number.isSafeInteger(units)) throw new RangeError(`Price units must be a safe integer, got ${units}`)
    text = String(units)
  } else if (typeof units === 'bigint') text = units.toString()
  else if (/^-?\d+$/.test(units)) text = units
  else throw new RangeError(`Price units must be whole, got ${JSON.stringify(units)}`)
  const negative = text.startsWith('-')
  const digits = (negative ? text.slice(1) : text).replace(/^0+(?=\d)/, '')
  return { negative: negative && digits !== '0', digits }
}

/**
 * Whole price units to euros with exactly `priceDecimals` decimals: the text every price is
 * answered and shown with.
 *
 * @example unitsToEur(105, 2) // '1.05'
 * @example unitsToEur('7', 3) // '0.007'
 * @example unitsToEur(12345678901234567890n, 2) // '123456789012345678.90'
 */
export function unitsToEur(units: Units, priceDecimals: number): string {
  checkDecimals(priceDecimals)
  const { negative, digits } = unitDigits(units)
  const sign = negative ? '-' : ''
  if (priceDecimals === 0) return sign + digits
  const padded = digits.padStart(priceDecimals + 1, '0')
  return `${sign}${padded.slice(0, -priceDecimals)}.${padded.slice(-priceDecimals)}`
}
