/** A date as the visitor's language writes it: "12 May 2025" / "12 mai 2025". */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(
    new Date(iso),
  )
}

/**
 * A calendar day ('2026-12-31', a day with no time of its own: a record date, a payment date) as the
 * visitor's language writes it, the same day in every time zone: "31 December 2026" / "31 décembre
 * 2026", or "31 Dec 2026" / "31 déc. 2026" in `medium`. Anything else is shown as it came.
 */
export function formatDay(day: string, language: string, style: 'long' | 'medium' = 'long'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  const [, year, month, date] = match.map(Number) as [number, number, number, number]
  return new Intl.DateTimeFormat(language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    dateStyle: style,
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, date)))
}

const MEBIBYTE = 1024 * 1024

/** A file size for a download link or a chosen document: "45 bytes", "12 kB", "2.5 MB" / "2,5 Mo". */
export function formatFileSize(bytes: number, language: string): string {
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB'
  if (bytes < 1024)
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(bytes)
  if (bytes < MEBIBYTE)
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'kilobyte',
      maximumFractionDigits: 0,
    }).format(Math.ceil(bytes / 1024))
  // Not money: a size shown to one decimal, so a float is fine here.
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / MEBIBYTE,
  )
}

/** Cuts text to `max` characters plus an ellipsis (spec §9: ads at 80). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text
}

/**
 * A transaction hash or address cut to its ends, "0x12345678…abcd", so a table column stays narrow;
 * show the whole one beside it (a title) for whoever needs to copy it.
 */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 10)}…${hash.slice(-4)}` : hash
}
