import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../components/ui/toast/toast-store.js'
import { currentLanguage, SUPPORTED_LANGUAGES, type Language } from '../../../lib/i18n.js'
import { readSession, saveSession } from '../../../lib/session.js'
import { useUpdateLanguage } from '../api/update-language.js'
import { useErrorText } from '../../../lib/error-text.js'
import { LANGUAGE_NAMES } from '../utils/language-names.js'

/** The language: saved on the server (e-mails) and here (the interface and the session user, spec §3-§4). */
export function LanguagePreference() {
  const { t, i18n } = useTranslation('account')
  const errorText = useErrorText()
  const update = useUpdateLanguage()
  const [choice, setChoice] = useState<Language>(currentLanguage(i18n.resolvedLanguage))

  async function applyLanguage() {
    await i18n.changeLanguage(choice)
    const user = readSession()
    if (user) saveSession({ ...user, language: choice })
    // In the language just chosen: the page around the toast already speaks it.
    toast.success(i18n.getFixedT(choice, 'account')('preferences.language.saved'))
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    update.mutate(choice, {
      onSuccess: () => void applyLanguage(),
      onError: (error) => toast.error(t('preferences.language.failed', { message: errorText(error) })),
    })
  }

  return (
    <section className="card preferences-section" aria-labelledby="language-title">
      <h2 id="language-title">{t('preferences.language.title')}</h2>
      <p className="muted">{t('preferences.language.text')}</p>
      <form className="preferences-inline" onSubmit={submit}>
        <fieldset className="choice-group">
          <legend className="visually-hidden">{t('preferences.language.title')}</legend>
          {SUPPORTED_LANGUAGES.map((language) => (
            <label key={language} className="choice" lang={language}>
              <input
                type="radio"
                name="language"
                value={language}
                checked={choice === language}
                onChange={() => setChoice(language)}
              />
              {LANGUAGE_NAMES[language]}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button" disabled={update.isPending}>
          {t('preferences.language.save')}
        </button>
      </form>
    </section>
  )
}
