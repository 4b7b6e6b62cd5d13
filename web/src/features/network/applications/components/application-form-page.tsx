import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useOnboarding } from '../../../../lib/onboarding.js'
import { useJob } from '../api/get-job.js'
import { isLive } from '../utils/application-actions.js'
import { applicationPath, jobPath, jobsPath } from '../utils/application-paths.js'
import { ApplicationForm } from './application-form.js'
import { NotApprovedNotice } from './not-approved-notice.js'
import { QueryState } from '../../../../components/ui/query-state.js'
import './applications.css'

/**
 * /my-projects/applications/new/:jobId: the job's title and the form. A consultant not approved
 * yet reads why (from their onboarding's status, or the api's refusal) instead of a form the api
 * would refuse; one who already applied is led to their application.
 */
export function ApplicationFormPage({ jobId }: { jobId: number }) {
  const { t } = useTranslation('network-applications')
  const navigate = useNavigate()
  const job = useJob(jobId)
  const onboarding = useOnboarding()
  const [refused, setRefused] = useState(false)

  // The onboarding only fills the form in: its failure leaves the form empty, not the page.
  if (job.status !== 'success' || onboarding.status === 'pending')
    return (
      <QueryState
        ns="network-applications"
        query={onboarding.status === 'pending' ? onboarding : job}
        notFoundKey="job.notFound"
        errorKey="job.error"
        back={{ to: jobsPath, labelKey: 'job.back' }}
      />
    )
  const data = job.data
  const mine = data.my_application
  const notApproved = refused || (onboarding.data !== undefined && onboarding.data.status !== 'APPROVED')
  return (
    <div className="project-page application-new">
      <Link className="project-page__back" to={jobPath(data.id)}>
        ← {t('form.backToJob')}
      </Link>
      <h2>{t('form.heading', { title: data.title ?? t('jobs.untitled') })}</h2>
      {mine && isLive(mine.state) ? (
        <p className="card">
          {t('job.applied')} <Link to={applicationPath(mine.id)}>{t('job.openApplication')}</Link>
        </p>
      ) : data.status !== 'published' ? (
        <p className="card">{t('job.closed')}</p>
      ) : notApproved ? (
        <NotApprovedNotice />
      ) : (
        <ApplicationForm
          jobId={data.id}
          onboarding={onboarding.data}
          onApplied={(application) => {
            toast.success(t('form.sent'))
            void navigate(applicationPath(application.id))
          }}
          onNotApproved={() => setRefused(true)}
        />
      )}
    </div>
  )
}
