import type { Onboarding, OnboardingStep } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/**
 * The progress indicator: every step of the member's role, each marked done, current or to do
 * (and optional when it may be skipped), with a count; each step is a link, so any can be resumed.
 */
export function OnboardingProgress({
  onboarding,
  current,
}: {
  onboarding: Onboarding
  current: OnboardingStep
}) {
  const { t } = useTranslation('network-onboarding')
  const done = onboarding.steps.filter((s) => s.done).length
  return (
    <nav className="onboarding-progress" aria-label={t('progress.label')}>
      <p className="onboarding-progress__count">
        {t('progress.count', { done, total: onboarding.steps.length })}
      </p>
      <ol className="onboarding-progress__steps">
        {onboarding.steps.map((s, index) => {
          const state = s.step === current ? 'current' : s.done ? 'done' : 'todo'
          return (
            <li
              key={s.step}
              className={`onboarding-progress__step onboarding-progress__step--${state}${s.done ? ' onboarding-progress__step--done' : ''}`}
            >
              <Link to={s.path} aria-current={s.step === current ? 'step' : undefined}>
                <span className="onboarding-progress__mark" aria-hidden="true">
                  {s.done ? '✓' : index + 1}
                </span>
                <span className="onboarding-progress__name">{t(`steps.${s.step}`)}</span>
                <span className="visually-hidden">
                  {' '}
                  ({s.done ? t('progress.done') : t('progress.todo')}
                  {s.step === current ? `, ${t('progress.current')}` : ''})
                </span>
                {!s.required && (
                  <span className="onboarding-progress__optional"> ({t('progress.optional')})</span>
                )}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
