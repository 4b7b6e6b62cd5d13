import { formatDecimal as formatExact, formatEur as formatExactEur } from '@iqs/protocol'

/**
 * A decimal string ('1234567.5') written the visitor's way ('1,234,567.5' /
 * '1 234 567,5') without going through a binary float, so amounts print
 * exactly as the api sent them (the protocol's money module); '—' for none.
 *
 * @example
 * formatDecimal('1234.50', 'fr') // '1 234,50'
 */
export function formatDecimal(value: string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '—'
  return formatExact(value, language)
}

/** A euro amount from a decimal string: '€1,234.50' / '1 234,50 €'; '—' for none. */
export function formatEur(value: string | null | undefined, language: string): string {
  if (value === null || value === undefined || value === '') return '—'
  return formatExactEur(value, language)
}

/** A date and time in the visitor's language. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(iso))
}
