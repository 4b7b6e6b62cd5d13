import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'
import { useSession } from '../../../lib/use-session.js'
import { useMe } from '../api/get-me.js'
import { useErrorText } from '../../../lib/error-text.js'
import { LanguagePreference } from './language-preference.js'
import { SignOutEverywhere } from './sign-out-everywhere.js'
import { TwoFactorSettings } from './two-factor-settings.js'
import './auth.css'

/** /my-account/preferences: the account, its language, two-step verification, sessions, deletion. */
export function PreferencesPage() {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const { user } = useSession()
  const me = useMe()
  const account = me.data?.user
  const name = account ? `${account.first_name} ${account.last_name}`.trim() : ''

  return (
    <div className="preferences">
      <p className="lead">{t('preferences.intro')}</p>
      <section className="card preferences-section" aria-labelledby="account-title">
        <h2 id="account-title">{t('preferences.account')}</h2>
        {me.isPending ? (
          <p className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('common:state.loading')}
          </p>
        ) : me.isError ? (
          <p className="field__error" role="alert">
            {t('preferences.loadFailed', { message: errorText(me.error) })}
          </p>
        ) : (
          <dl className="account-summary">
            <div>
              <dt>{t('preferences.name')}</dt>
              <dd>{name || '—'}</dd>
            </div>
            <div>
              <dt>{t('preferences.email')}</dt>
              <dd>{account?.email ?? user?.userEmail}</dd>
            </div>
            <div>
              <dt>{t('preferences.role')}</dt>
              <dd>{account && t(`preferences.roles.${account.user_type}`)}</dd>
            </div>
          </dl>
        )}
      </section>
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
