import { decimalText, type DecimalValue } from './exact-decimals.js'
import { splitDecimal } from './decimal-text.js'
import { MoneyDecimal } from './money-decimal.js'

/** The screens' languages: French, and English (British conventions) for everything else. */
const localeOf = (language: string) => (language.startsWith('fr') ? 'fr-FR' : 'en-GB')

interface LocaleStyle {
  /** Groups the digits of a whole number: takes a BigInt, so no digit passes through a float. */
  whole: Intl.NumberFormat
  decimal: string
  minus: string
}

const styles = new Map<string, LocaleStyle>()

/** The locale's grouping, decimal separator and minus sign, as Intl writes them. */
function styleOf(language: string): LocaleStyle {
  const locale = localeOf(language)
  let style = styles.get(locale)
  if (!style) {
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const part = (n: number, type: Intl.NumberFormatPartTypes, fallback: string) =>
      whole.formatToParts(n).find((p) => p.type === type)?.value ?? fallback
    const decimal =
      new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value ?? '.'
    style = { whole, decimal, minus: part(-1, 'minusSign', '-') }
    styles.set(locale, style)
  }
  return style
}

/**
 * A decimal as the language writes it ('1,234,567.50' / '1 234 567,50'), every digit kept.
 *
 * Why not `Intl.NumberFormat.format(Number(text))`: a float holds 15 to 17 significant digits, so a
 * 17-digit total would print rounded. The whole part goes to Intl as a BigInt (grouping exactly as
 * the locale does) and the fraction is written after the locale's decimal separator. With
 * `decimals`, the value is first rounded half up (as Intl rounds) with decimal.js; without, the
 * text keeps its own decimals. Text that is not a plain decimal is shown as it is.
 *
 * @example formatDecimal('12345678901234567.89', 'fr') // '12 345 678 901 234 567,89'
 * @example formatDecimal('1.005', 'en', { decimals: 2 }) // '1.01'
 */
export function formatDecimal(
  value: DecimalValue,
  language: string,
  options: { decimals?: number } = {},
): string {
  let text: string
  try {
    text = decimalText(typeof value === 'string' ? value.trim() : value)
  } catch {
    return String(value)
  }
  if (options.decimals !== undefined) text = new MoneyDecimal(text).toFixed(options.decimals)
  const parts = splitDecimal(text)!
  const style = styleOf(language)
  const whole = style.whole.format(BigInt(parts.whole))
  return `${parts.negative ? style.minus : ''}${whole}${parts.fraction ? style.decimal + parts.fraction : ''}`
}

/**
 * A whole quantity of tokens as the language writes it: '1,500' / '1 500'.
 *
 * @example formatQuantity('500000000', 'en') // '500,000,000'
 */
export function formatQuantity(value: DecimalValue, language: string): string {
  return formatDecimal(value, language, { decimals: 0 })
}

/**
 * An amount in euros with its sign where the language puts it: '€1,234.50' / '1 234,50 €'.
 *
 * @example formatEur('1234.50', 'fr') // '1 234,50 €'
 */
export function formatEur(
  value: DecimalValue,
  language: string,
  options: { decimals?: number } = {},
): string {
  const number = formatDecimal(value, language, options)
  return language.startsWith('fr') ? `${number} €` : `€${number}`
}

/**
 * A price as a float, for what only takes numbers: a chart's coordinates, a spreadsheet's cells.
 * Never for arithmetic or for text: beyond 15 significant digits the float is not the price.
 *
 * @example approximateNumber('1.05') // 1.05
 */
export function approximateNumber(value: DecimalValue): number {
  return new MoneyDecimal(decimalText(value)).toNumber()
}
