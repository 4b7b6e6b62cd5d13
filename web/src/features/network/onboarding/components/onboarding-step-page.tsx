import type { Onboarding, OnboardingStep } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useOnboarding } from '../../../../lib/onboarding.js'
import { stepNeighbours, ACCOUNT_PATH, type StepNeighbours } from '../utils/step-order.js'
import { ApplicationStatus } from './application-status.js'
import { OnboardingProgress } from './onboarding-progress.js'
import '../onboarding.css'

interface OnboardingStepPageProps {
  step: OnboardingStep
  /** The step's form, given the member's onboarding (to resume with what was saved). */
  children: (onboarding: Onboarding, neighbours: StepNeighbours, required: boolean) => ReactNode
}

/**
 * One onboarding step's page: the progress indicator, the application's state, and the step's
 * form; the loading and error states; and a plain notice when the step is not the member's role's.
 */
export function OnboardingStepPage({ step, children }: OnboardingStepPageProps) {
  const { t } = useTranslation('network-onboarding')
  const query = useOnboarding()
  if (query.isPending) return <p className="list-state">{t('loading')}</p>
  if (query.isError)
    return (
      <div className="list-state" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </div>
    )
  const onboarding = query.data
  const own = onboarding.steps.find((s) => s.step === step)
  if (!own)
    return (
      <div className="onboarding">
        <p>{t('notForRole')}</p>
        <Link to={ACCOUNT_PATH}>{t('backToAccount')}</Link>
      </div>
    )
  return (
    <div className="onboarding">
      <OnboardingProgress onboarding={onboarding} current={step} />
      <ApplicationStatus onboarding={onboarding} />
      <section className="card onboarding-step">
        {children(onboarding, stepNeighbours(onboarding, step), own.required)}
      </section>
    </div>
  )
}
