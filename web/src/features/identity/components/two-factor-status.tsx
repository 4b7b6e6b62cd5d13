import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../lib/paths.js'

/**
 * Whether two-step verification is on, and the way to turn it on: the set-up itself (QR code,
 * first code, recovery codes) lives on the preferences page, in one place.
 */
export function TwoFactorStatus({ activated }: { activated: boolean | undefined }) {
  const { t } = useTranslation('account')
  return (
    <section className="card preferences-section" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t('preferences.twoFactor.title')}</h2>
      <p className="muted">{t('preferences.twoFactor.text')}</p>
      {activated === undefined ? null : activated ? (
        <p className="status-line status-line--on">{t('preferences.twoFactor.on')}</p>
      ) : (
        <div className="preferences-inline">
          <p className="status-line">{t('preferences.twoFactor.off')}</p>
          <Link className="button" to={paths.preferences}>
            {t('home.twoFactor.setUp')}
          </Link>
        </div>
      )}
    </section>
  )
}
