/**
 * The grammar of a decimal a client may send, and small exact operations on decimal strings.
 *
 * Kept apart from zod so that the input schemas (`decimalInput`) and the money parser
 * (`eurToUnits`) share one definition: what one refuses, the other refuses.
 */

/** How long a decimal may be: digits before the point, and after it (0 for whole numbers). */
export interface DecimalGrammar {
  integerDigits: number
  decimals: number
}

/**
 * The pattern of a plain decimal within `grammar`: digits, no leading zero, an optional fraction;
 * no spaces, sign, exponent, hex, NaN or Infinity.
 *
 * @example new RegExp(decimalPattern({ integerDigits: 9, decimals: 2 })).test('1.05') // true
 */
export function decimalPattern(grammar: DecimalGrammar): string {
  const fraction = grammar.decimals > 0 ? `(\\.\\d{1,${grammar.decimals}})?` : ''
  return `^(0|[1-9]\\d{0,${grammar.integerDigits - 1}})${fraction}$`
}

/** The longest text `decimalPattern(grammar)` takes. */
export function decimalMaxLength(grammar: DecimalGrammar): number {
  return grammar.integerDigits + (grammar.decimals > 0 ? grammar.decimals + 1 : 0)
}

/** A decimal the api sends or computes: optional minus, digits, an optional fraction. */
const SIGNED = /^(-?)(\d+)(?:\.(\d+))?$/

/** The parts of a signed plain decimal string, or undefined when it is not one. */
export function splitDecimal(
  text: string,
): { negative: boolean; whole: string; fraction: string } | undefined {
  const match = SIGNED.exec(text)
  if (!match) return undefined
  return { negative: match[1] === '-', whole: match[2]!, fraction: match[3] ?? '' }
}

/** How many digits follow the point ('1.050' -> 3, '7' -> 0). */
export function fractionDigits(text: string): number {
  const point = text.indexOf('.')
  return point < 0 ? 0 : text.length - point - 1
}
