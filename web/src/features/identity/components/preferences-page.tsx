import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'
import { useMe } from '../api/get-me.js'
import { AccountSummary } from './account-summary.js'
import { LanguagePreference } from './language-preference.js'
import { SignOutEverywhere } from './sign-out-everywhere.js'
import { TwoFactorSettings } from './two-factor-settings.js'
import './auth.css'

/** /my-account/preferences: the account, its language, two-step verification, sessions, deletion. */
export function PreferencesPage() {
  const { t } = useTranslation('account')
  const me = useMe()

  return (
    <div className="preferences">
      <p className="lead">{t('preferences.intro')}</p>
      <AccountSummary me={me} />
      <LanguagePreference />
      {me.data && <TwoFactorSettings activated={me.data.totpActivated} email={me.data.user.email} />}
      <SignOutEverywhere />
      <section
        className="card preferences-section preferences-section--danger"
        aria-labelledby="delete-title"
      >
        <h2 id="delete-title">{t('preferences.delete.title')}</h2>
        <p className="muted">{t('preferences.delete.text')}</p>
        <Link className="button button--danger" to={paths.deleteAccount}>
          {t('preferences.delete.link')}
        </Link>
      </section>
    </div>
  )
}
