import { countryCodes } from '@iqs/protocol'

/** Every country a form may name, by its name in the reader's language, sorted by that name. */
export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' })
  return countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language))
}
