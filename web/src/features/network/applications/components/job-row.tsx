import { formatEur, type Job } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { applicationPath, jobPath } from '../utils/application-paths.js'
import { ApplicationStateBadge } from './application-state-badge.js'
import { JobMatchMark } from './job-match-mark.js'

/** One job of the list: its title (to its page), the match mark, its main facts, my application. */
export function JobRow({ job }: { job: Job }) {
  const { t, i18n } = useTranslation(['network-applications', 'common'])
  const facts = [
    job.sector && t(`common:sectors.${job.sector}`),
    job.domain && t(`common:practices.${job.domain}`),
    job.experience && t(`common:seniority.${job.experience}`),
    [job.city, job.remote ? t('jobs.remote') : null].filter(Boolean).join(' · '),
    job.duration_days !== null && t('jobs.days', { count: job.duration_days }),
    job.base_fee !== null && t('jobs.baseFee', { amount: formatEur(job.base_fee, i18n.language) }),
  ].filter((fact): fact is string => typeof fact === 'string' && fact !== '')
  return (
    <li className="job-row">
      <div className="job-row__head">
        <Link className="job-row__title" to={jobPath(job.id)}>
          {job.title ?? t('jobs.untitled')}
        </Link>
        <JobMatchMark job={job} />
      </div>
      <ul className="job-row__facts">
        {facts.map((fact) => (
          <li key={fact} className="chip">
            {fact}
          </li>
        ))}
      </ul>
      {job.my_application && (
        <p className="job-row__mine">
          <Link to={applicationPath(job.my_application.id)}>{t('jobs.myApplication')}</Link>
          <ApplicationStateBadge state={job.my_application.state} />
        </p>
      )}
    </li>
  )
}
