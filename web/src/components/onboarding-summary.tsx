import type { Onboarding } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useOnboarding } from '../lib/onboarding.js'

/** The step to resume: the first one not done, else the last. */
const resumePath = (onboarding: Onboarding) =>
  (onboarding.steps.find((s) => !s.done) ?? onboarding.steps.at(-1))?.path

/**
 * The account page's view of the onboarding (issue 15): the application's state, the steps left
 * (each a link) and a link to resume. Shared UI because the account page (identity) shows what the
 * network's onboarding keeps; nothing for a role without onboarding (admins, auditors).
 */
export function OnboardingSummary() {
  const { t } = useTranslation('network-onboarding')
  const query = useOnboarding()
  if (query.isPending) return null
  if (query.isError)
    return (
      <section className="card preferences-section" aria-labelledby="onboarding-summary-title">
        <h2 id="onboarding-summary-title">{t('summary.title')}</h2>
        <p role="alert">{t('loadFailed')}</p>
      </section>
    )
  const onboarding = query.data
  if (onboarding.steps.length === 0) return null
  const left = onboarding.steps.filter((s) => !s.done)
  const resume = resumePath(onboarding)
  return (
    <section className="card preferences-section" aria-labelledby="onboarding-summary-title">
      <h2 id="onboarding-summary-title">{t('summary.title')}</h2>
      {onboarding.status !== 'ONBOARDING' && (
        <p className="onboarding-summary__state">{t(`status.${onboarding.status}`)}</p>
      )}
      {onboarding.status === 'REJECTED' && onboarding.review_reason && (
        <p>{t('status.reason', { reason: onboarding.review_reason })}</p>
      )}
      {left.length > 0 ? (
        <>
          <p>{t('summary.left')}</p>
          <ul>
            {left.map((s) => (
              <li key={s.step}>
                <Link to={s.path}>{t(`steps.${s.step}`)}</Link>
                {!s.required && ` (${t('progress.optional')})`}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('summary.allDone')}</p>
      )}
      {(onboarding.status === 'ONBOARDING' || onboarding.status === 'REJECTED') && resume && (
        <p>
          <Link className="button" to={resume}>
            {t('summary.continue')}
          </Link>
        </p>
      )}
    </section>
  )
}
