import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'
import { LANGUAGE_NAMES } from '../utils/language-names.js'

/** The saved language and the ways to the preferences page and to deleting the account. */
export function PreferencesLinks({ language }: { language: 'en' | 'fr' | undefined }) {
  const { t } = useTranslation('account')
  return (
    <section className="card preferences-section" aria-labelledby="home-preferences-title">
      <h2 id="home-preferences-title">{t('home.preferences.title')}</h2>
      {language && <p>{t('home.preferences.language', { language: LANGUAGE_NAMES[language] })}</p>}
      <div className="account-home__actions">
        <Link className="button button--secondary" to={paths.preferences}>
          {t('home.preferences.open')}
        </Link>
        <Link className="button button--ghost account-home__danger" to={paths.deleteAccount}>
          {t('preferences.delete.link')}
        </Link>
      </div>
    </section>
  )
}
