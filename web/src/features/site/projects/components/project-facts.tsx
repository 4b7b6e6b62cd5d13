import type { Project } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

/** A project's sector, domain, city, experience and duration, each with the spec's placeholder when missing. */
export function ProjectFacts({ project }: { project: Project }) {
  const { t } = useTranslation(['projects', 'common'])
  const placeholder = (key: string) => (
    <span className="chip chip--placeholder">{t(`placeholders.${key}`)}</span>
  )
  return (
    <ul className="project-facts">
      <li>
        {project.sector ? (
          <span className="chip">{t(`common:sectors.${project.sector}`)}</span>
        ) : (
          placeholder('sector')
        )}
      </li>
      <li>
        {project.domain ? (
          <span className="chip">{t(`common:practices.${project.domain}`)}</span>
        ) : (
          placeholder('domain')
        )}
      </li>
      <li>
        {project.city || project.remote ? (
          <span className="chip">
            {[project.city, project.remote ? t('remote') : null].filter(Boolean).join(' · ')}
          </span>
        ) : (
          placeholder('city')
        )}
      </li>
      <li>
        {project.experience ? (
          <span className="chip">{t(`common:seniority.${project.experience}`)}</span>
        ) : (
          placeholder('experience')
        )}
      </li>
      {project.duration_days !== null && (
        <li>
          <span className="chip">{t('durationDays', { count: project.duration_days })}</span>
        </li>
      )}
    </ul>
  )
}
