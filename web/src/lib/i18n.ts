import i18n, { type BackendModule, type ResourceLanguage } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import commonEn from '../locales/en/common.json'
import commonFr from '../locales/fr/common.json'

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

/** One namespace per area; `common` (the shell) ships with the app, the others load with their pages. */
export const NAMESPACES = [
  'common',
  'home',
  'about',
  'leaders',
  'projects',
  'publications',
  'contact',
  'search',
  'account',
  'iqs-admin',
  'iqs-member',
  'audit',
  'network-onboarding',
  'network-profile',
  'network-projects',
  'network-applications',
  'network-notifications',
  'network-conversations',
  'network-contracts',
  'network-reviews',
  'network-consultants',
  'network-reports',
  'network-iqstem',
  'network-iqstem-admin',
  'admin-mail',
  'admin-web-site',
  'network-member-admin',
  'network-member-reports',
  'network-projects-admin',
  'admin-access',
  // The text of every error code (lib/error-text.ts), loaded with the first screen that may show one.
  'errors',
] as const

// `common` ships with the app (imported above); every other namespace is its own chunk.
const localeFiles = import.meta.glob<{ default: ResourceLanguage }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
])

/** Loads an area's texts on first use, so the home page does not carry every page's copy. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`]
    if (!load) return callback(new Error(`No texts for ${language}/${namespace}`), false)
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    )
  },
}

/** Spec §4: the saved preference (key 'language') comes before what the browser says, and is saved. */
const savedPreference = {
  name: 'savedLanguage',
  lookup: () => window.localStorage.getItem('language') ?? undefined,
  cacheUserLanguage: (language: string) => window.localStorage.setItem('language', language),
}

const detector = new LanguageDetector()
detector.addDetector(savedPreference)

// Detection: query 'lng', the saved 'language', cookie 'i18next', local storage
// 'i18nextLng', session storage, browser, html tag; anything not French is English.
void i18n
  .use(detector)
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    resources: { en: { common: commonEn }, fr: { common: commonFr } },
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: SUPPORTED_LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    detection: {
      order: [
        'querystring',
        'savedLanguage',
        'cookie',
        'localStorage',
        'sessionStorage',
        'navigator',
        'htmlTag',
      ],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: 'i18nextLng',
      caches: ['savedLanguage', 'localStorage', 'cookie'],
    },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  })

const syncHtmlLang = (language: string) => {
  document.documentElement.lang = currentLanguage(language)
}
i18n.on('languageChanged', syncHtmlLang)
if (i18n.resolvedLanguage) syncHtmlLang(i18n.resolvedLanguage)

/** 'fr...' is French, anything else English (spec §4). */
export function currentLanguage(language: string | undefined = i18n.resolvedLanguage): Language {
  return language?.toLowerCase().startsWith('fr') ? 'fr' : 'en'
}

export default i18n
