import { useTranslation } from 'react-i18next'
import { OnboardingSummary } from '../../../components/onboarding-summary.js'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'
import { useMe } from '../api/get-me.js'
import { AccountAreas } from './account-areas.js'
import { AccountSummary } from './account-summary.js'
import { PreferencesLinks } from './preferences-links.js'
import { SignOutEverywhere } from './sign-out-everywhere.js'
import { TwoFactorStatus } from './two-factor-status.js'
import './auth.css'
import './account-home.css'

/**
 * /my-account for a signed-in user (issue 14): who they are, their two-step verification, their
 * sessions, their preferences and their areas, and what is left of their onboarding (issue 15). Their name in the header and "My account" lead
 * here; signing in as someone else stays one link away (/my-account/sign-in).
 */
export function AccountHome() {
  const { t } = useTranslation('account')
  const me = useMe()
  return (
    <div className="account-home">
      <p className="lead">{t('home.intro')}</p>
      <div className="account-home__grid">
        <AccountSummary me={me}>
          <Link className="account-home__switch" to={paths.signIn}>
            {t('home.switch')}
          </Link>
        </AccountSummary>
        <OnboardingSummary />
        <AccountAreas />
        <TwoFactorStatus activated={me.data?.totpActivated} />
        <SignOutEverywhere />
        <PreferencesLinks language={me.data?.language} />
      </div>
    </div>
  )
}
