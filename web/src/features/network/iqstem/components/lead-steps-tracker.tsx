import type { Lead } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'
import { leadSteps } from '../utils/lead-steps.js'

/**
 * Where the lead is on its way (submitted -> qualified -> converted -> contract signed -> paid), each
 * step with the day it was reached; a lost lead stops at "lost", with the reason. The current step
 * is marked for screen readers (`aria-current="step"`), and each step says whether it is done.
 */
export function LeadStepsTracker({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation('network-iqstem')
  return (
    <section className="card iqstem-steps" aria-labelledby="lead-steps-title">
      <h3 id="lead-steps-title">{t('lead.progress')}</h3>
      <ol className="iqstem-steps__list" aria-label={t('lead.progress')}>
        {leadSteps(lead).map((step) => (
          <li
            key={step.state}
            className={`iqstem-steps__step iqstem-steps__step--${step.status} iqstem-steps__step--${step.state}`}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className="iqstem-steps__mark" aria-hidden="true" />
            <span className="iqstem-steps__label">{t(`leadState.${step.state}`)}</span>
            <span className="visually-hidden">{t(`lead.stepStatus.${step.status}`)}</span>
            {step.at && (
              <time className="muted" dateTime={step.at}>
                {formatDate(step.at, i18n.language)}
              </time>
            )}
          </li>
        ))}
      </ol>
      {lead.state === 'lost' && lead.lost_reason && (
        <p className="iqstem-steps__reason">
          <strong>{t('lead.lostReason')}</strong> {lead.lost_reason}
        </p>
      )}
    </section>
  )
}
