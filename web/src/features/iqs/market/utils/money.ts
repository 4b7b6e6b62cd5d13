/**
 * Exact arithmetic for the screen: prices have at most 2 decimals and quantities are whole tokens,
 * so integers of cents and tokens add and multiply without binary-float drift.
 */

/** '1.05' -> 105; null for anything that is not a price with at most 2 decimals (the api's rule: no leading zero). */
export function toCents(price: string): number | null {
  const match = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/.exec(price.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** 105 -> '1.05'. */
export function centsToPrice(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A decimal string as the language writes it, with `digits` decimals: "1,234.50" / "1 234,50". */
export function formatDecimal(value: string | number, language: string, digits = 2): string {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return String(value)
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n)
}

/** A whole quantity of tokens: "1,500". */
export function formatQuantity(value: string | number, language: string): string {
  return formatDecimal(value, language, 0)
}

/** A whole number of tokens, at least 1; null otherwise. */
export function toTokens(amount: string): number | null {
  const text = amount.trim()
  if (!/^[1-9]\d{0,9}$/.test(text)) return null
  return Number(text)
}
