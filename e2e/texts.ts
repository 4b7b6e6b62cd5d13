import { readFileSync } from 'node:fs'
import path from 'node:path'

export type Language = 'en' | 'fr'

type Texts = { [key: string]: string | Texts }

const cache = new Map<string, Texts>()

function namespace(language: Language, ns: string): Texts {
  const file = path.resolve('web/src/locales', language, `${ns}.json`)
  let texts = cache.get(file)
  if (!texts) {
    texts = JSON.parse(readFileSync(file, 'utf8')) as Texts
    cache.set(file, texts)
  }
  return texts
}

/**
 * The app's own texts (web/src/locales) for the browser tests: `t('iqs-member:book.title')`. A key
 * missing from a language throws, so a screen that falls back to English fails the French run
 * instead of passing unnoticed.
 *
 * @example
 * const t = texts('fr')
 * await page.getByRole('button', { name: t('iqs-member:form.buy', { instrument: 'IQS' }) }).click()
 */
export function texts(language: Language) {
  const raw = (key: string): string => {
    const [ns, dotted] = key.split(':') as [string, string | undefined]
    if (!dotted) throw new Error(`Say the namespace of the text ${key} ('ns:path')`)
    let node: string | Texts | undefined = namespace(language, ns)
    for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined
    if (typeof node !== 'string') throw new Error(`No ${language} text for ${key}`)
    return node
  }
  const t = (key: string, values: Record<string, string | number> = {}): string =>
    raw(key).replace(PLACEHOLDER, (_, name: string) => {
      if (!(name in values)) throw new Error(`The text ${key} needs a value for ${name}`)
      return String(values[name])
    })
  /** The whole text, whatever its values: `Open event 12` for `Open event {{position}}`. */
  t.pattern = (key: string): RegExp =>
    new RegExp(
      `^${raw(key)
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 1 ? '.+?' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    )
  return t
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** A number as the app writes it in a language (web/src/features/iqs/market/utils/money.ts). */
export function formatNumber(value: number, language: Language, digits = 2): string {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value)
}
