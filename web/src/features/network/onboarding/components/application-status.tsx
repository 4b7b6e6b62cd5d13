import type { Onboarding } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSubmitOnboarding } from '../api/submit-onboarding.js'

/**
 * The application's state under the progress: what is still required, the submit button once
 * nothing is, "pending review" once submitted, and the reason of a rejection (the applicant may
 * then fix and submit again). An application an admin sent back for more information (issue 18)
 * is ONBOARDING again with the admin's message in `review_reason`: it is shown above the steps left.
 */
export function ApplicationStatus({ onboarding }: { onboarding: Onboarding }) {
  const { t } = useTranslation('network-onboarding')
  const errorText = useErrorText()
  const submit = useSubmitOnboarding()
  const { status } = onboarding
  const open = status === 'ONBOARDING' || status === 'REJECTED'
  return (
    <section className={`onboarding-status onboarding-status--${status.toLowerCase()}`} aria-live="polite">
      {status === 'PENDING' && <p className="onboarding-status__state">{t('status.PENDING')}</p>}
      {status === 'APPROVED' && <p className="onboarding-status__state">{t('status.APPROVED')}</p>}
      {status === 'ONBOARDING' && onboarding.review_reason && (
        <>
          <p className="onboarding-status__state">{t('status.infoRequested')}</p>
          <p className="onboarding-status__message">{onboarding.review_reason}</p>
          <p>{t('status.infoResubmit')}</p>
        </>
      )}
      {status === 'REJECTED' && (
        <>
          <p className="onboarding-status__state">{t('status.REJECTED')}</p>
          {onboarding.review_reason && <p>{t('status.reason', { reason: onboarding.review_reason })}</p>}
          <p>{t('status.resubmit')}</p>
        </>
      )}
      {open &&
        (onboarding.missing.length > 0 ? (
          <p>
            {status === 'ONBOARDING' && `${t('status.ONBOARDING')} `}
            {t('status.missing', { steps: onboarding.missing.map((step) => t(`steps.${step}`)).join(', ') })}
          </p>
        ) : (
          <>
            <p>{t('status.ready')}</p>
            <button
              id="application-submit"
              type="button"
              className="button"
              disabled={submit.isPending}
              onClick={() =>
                submit.mutate(undefined, {
                  onSuccess: () => toast.success(t('status.submitted')),
                  onError: (error) => toast.error(errorText(error)),
                })
              }
            >
              {submit.isPending ? t('status.submitting') : t('status.submit')}
            </button>
          </>
        ))}
    </section>
  )
}
