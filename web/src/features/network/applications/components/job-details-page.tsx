import type { Job } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { ProjectFactsView } from '../../projects/components/project-facts-view.js'
import { useJob } from '../api/get-job.js'
import { isLive } from '../utils/application-actions.js'
import { applicationPath, jobsPath, newApplicationPath } from '../utils/application-paths.js'
import { ApplicationStateBadge } from './application-state-badge.js'
import { JobMatchMark } from './job-match-mark.js'
import { QueryState } from '../../../../components/ui/query-state.js'
import './applications.css'

/**
 * /my-projects/jobs/details/:jobId: the project's fields, fees and KPIs, and "Apply for this role",
 * or the state of my application when I applied. A closed project shows only to who applied.
 */
export function JobDetailsPage({ jobId }: { jobId: number }) {
  const { t } = useTranslation('network-applications')
  const job = useJob(jobId)
  if (job.status !== 'success')
    return (
      <QueryState
        ns="network-applications"
        query={job}
        notFoundKey="job.notFound"
        errorKey="job.error"
        back={{ to: jobsPath, labelKey: 'job.back' }}
      />
    )
  const data = job.data
  return (
    <div className="project-page job-page">
      <Link className="project-page__back" to={jobsPath}>
        ← {t('job.back')}
      </Link>
      <div className="project-page__head">
        <h2>{data.title ?? t('jobs.untitled')}</h2>
        <JobMatchMark job={data} />
      </div>
      <JobApplyBar job={data} />
      <ProjectFactsView project={data} />
    </div>
  )
}

/**
 * Where my application stands, and "Apply for this role" while the project is on the board and I
 * have no live application to it (a withdrawn or rejected one may be followed by a new one).
 */
function JobApplyBar({ job }: { job: Job }) {
  const { t, i18n } = useTranslation('network-applications')
  const mine = job.my_application
  const canApply = job.status === 'published' && !(mine && isLive(mine.state))
  return (
    <div className="card job-apply">
      {mine && (
        <p className="job-apply__mine">
          {t('job.applied')} <ApplicationStateBadge state={mine.state} />{' '}
          <Link to={applicationPath(mine.id)}>{t('job.openApplication')}</Link>
        </p>
      )}
      {canApply && (
        <Link className="button button--large" to={newApplicationPath(job.id)}>
          {t(mine ? 'job.applyAgain' : 'job.apply')}
        </Link>
      )}
      {job.status !== 'published' && <p>{t('job.closed')}</p>}
      <p className="muted">{t('job.published', { date: formatDate(job.published_at, i18n.language) })}</p>
    </div>
  )
}
