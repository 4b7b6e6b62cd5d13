import { useTranslation } from 'react-i18next'
import { currentLanguage, SUPPORTED_LANGUAGES } from '../../lib/i18n.js'
import './language-switch.css'

const NAMES = { en: 'English', fr: 'Français' } as const

/** EN | FR: switches the interface language; i18next saves it ('language', 'i18nextLng', cookie). */
export function LanguageSwitch() {
  const { i18n, t } = useTranslation()
  const active = currentLanguage(i18n.resolvedLanguage)
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switch__button"
          aria-pressed={active === language}
          aria-label={NAMES[language]}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  )
}
