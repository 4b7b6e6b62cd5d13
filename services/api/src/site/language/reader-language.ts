import type { ContentLanguage } from '@iqs/protocol'

/**
 * The language a public read answers in: the `lang` the web sends (the language the reader chose
 * on the site, which may differ from the browser's), else the Accept-Language header (for other
 * clients: the one of English and French it ranks higher), else English.
 *
 * @example readerLanguage(undefined, 'de, fr;q=0.8, en;q=0.5') // 'fr'
 */
export function readerLanguage(lang: ContentLanguage | undefined, acceptLanguage: unknown): ContentLanguage {
  if (lang) return lang
  if (typeof acceptLanguage !== 'string') return 'en'
  let best: { language: ContentLanguage; q: number } | undefined
  for (const entry of acceptLanguage.slice(0, 500).split(',')) {
    const [tag = '', ...params] = entry.trim().toLowerCase().split(';')
    const language =
      tag === 'fr' || tag.startsWith('fr-') ? 'fr' : tag === 'en' || tag.startsWith('en-') ? 'en' : undefined
    if (!language) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    if (!Number.isFinite(q) || q <= 0) continue
    // The first of equal weights wins: the header lists the preferred one first.
    if (!best || q > best.q) best = { language, q }
  }
  return best?.language ?? 'en'
}

/**
 * A text in the reader's language: the French one when the reader is French and it was written,
 * the English one otherwise (an admin may leave the French empty).
 */
export function inLanguage<T extends string | null>(
  language: ContentLanguage,
  english: T,
  french: string | null,
): T | string {
  return language === 'fr' && french ? french : english
}
