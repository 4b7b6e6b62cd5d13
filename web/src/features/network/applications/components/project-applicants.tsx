import { formatEur, type ApplicationSummary } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { apiUrl } from '../../../../lib/api-client.js'
import { formatDate } from '../../../../lib/format.js'
import { ApplicantConversation } from '../../conversations/components/applicant-conversation.js'
import { applicantAnchor } from '../../conversations/utils/applicant-anchor.js'
import { useProjectApplications } from '../api/get-project-applications.js'
import { ApplicantActions } from './applicant-actions.js'
import { ApplicationStateBadge } from './application-state-badge.js'
import './applications.css'

/**
 * The applicants of one of my projects, on its page (spec §2 project-status/:projectId): who
 * (name, headline, photo; the web has no page for another member's profile yet, so no link),
 * the state, the rate, the availability, the CV, and the steps the state allows.
 */
export function ProjectApplicants({ projectId }: { projectId: number }) {
  const { t } = useTranslation('network-applications')
  const applications = useProjectApplications(projectId)
  const items = applications.data?.items ?? []
  return (
    <section className="card applicants" aria-labelledby="applicants-title">
      <h3 id="applicants-title">
        {t('applicants.title')}
        {applications.data && <span className="muted"> ({items.length})</span>}
      </h3>
      <ListState
        status={applications.status}
        isEmpty={items.length === 0}
        emptyText={t('applicants.empty')}
        errorText={t('applicants.error')}
      >
        <ul className="applicants__rows" aria-label={t('applicants.title')}>
          {items.map((application) => (
            <ApplicantRow key={application.id} application={application} />
          ))}
        </ul>
      </ListState>
    </section>
  )
}

function ApplicantRow({ application }: { application: ApplicationSummary }) {
  const { t, i18n } = useTranslation('network-applications')
  const { consultant } = application
  const name =
    [consultant.first_name, consultant.last_name].filter(Boolean).join(' ') || t('applicants.unnamed')
  return (
    <li className="applicant" id={applicantAnchor(application.id)}>
      {consultant.thumbnail_url ? (
        <img
          className="applicant__photo"
          src={apiUrl(consultant.thumbnail_url)}
          alt=""
          width={48}
          height={48}
        />
      ) : (
        <span className="applicant__photo applicant__photo--initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="applicant__who">
        <p className="applicant__name">
          <strong>{name}</strong> <ApplicationStateBadge state={application.state} />
        </p>
        {consultant.title && <p className="muted applicant__headline">{consultant.title}</p>}
        <p className="applicant__terms">
          {t('mine.terms', {
            rate: formatEur(application.day_rate, i18n.language),
            date: formatDate(application.available_from, i18n.language),
          })}
        </p>
        <p className="applicant__links">
          <a href={apiUrl(`/api/network/applications/${application.id}/cv`)}>{t('applicants.cv')}</a>
          <span className="muted">
            {t('applicants.applied', { date: formatDate(application.created_at, i18n.language) })}
          </span>
        </p>
      </div>
      <ApplicantActions application={application} name={name} />
      <ApplicantConversation applicationId={application.id} />
    </li>
  )
}
