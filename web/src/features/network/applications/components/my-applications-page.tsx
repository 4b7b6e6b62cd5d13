import { formatEur } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useMyApplications } from '../api/get-my-applications.js'
import { applicationPath, jobsPath } from '../utils/application-paths.js'
import { ApplicationStateBadge } from './application-state-badge.js'
import './applications.css'

/** /my-projects/applications (spec §2): my applications, newest first, each with its state. */
export function MyApplicationsPage() {
  const { t, i18n } = useTranslation('network-applications')
  const applications = useMyApplications()
  const items = applications.data?.items ?? []
  return (
    <section className="my-projects-list" aria-labelledby="applications-title">
      <div className="my-projects-list__head">
        <h2 id="applications-title">{t('mine.title')}</h2>
        <Link className="button button--secondary" to={jobsPath}>
          {t('mine.findJobs')}
        </Link>
      </div>
      <ListState
        status={applications.status}
        isEmpty={items.length === 0}
        emptyText={t('mine.empty')}
        errorText={t('mine.error')}
      >
        <ul className="my-projects-list__rows" aria-label={t('mine.listLabel')}>
          {items.map((application) => (
            <li key={application.id} className="my-projects-list__row">
              <div className="my-projects-list__summary">
                <Link className="my-projects-list__title" to={applicationPath(application.id)}>
                  {application.project.title ?? t('jobs.untitled')}
                </Link>
                <ApplicationStateBadge state={application.state} />
              </div>
              <span className="muted">
                {t('mine.terms', {
                  rate: formatEur(application.day_rate, i18n.language),
                  date: formatDate(application.available_from, i18n.language),
                })}
              </span>
              <span className="muted">
                {t('mine.updated', { date: formatDate(application.updated_at, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  )
}
