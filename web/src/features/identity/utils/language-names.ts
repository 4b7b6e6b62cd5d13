import type { Language } from '../../../lib/i18n.js'

/** Each language by its own name: a reader finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' }
