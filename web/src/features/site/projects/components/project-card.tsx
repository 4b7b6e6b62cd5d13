import type { Project } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { paths } from '../../../../lib/paths.js'
import { ProjectFacts } from './project-facts.js'

/** One project in the board. */
export function ProjectCard({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects')
  return (
    <li className="card project-card">
      <h2 className="project-card__title">
        <Link to={paths.project(project.id)}>{project.title ?? t('placeholders.title')}</Link>
      </h2>
      <ProjectFacts project={project} />
      <p className="project-card__description">{project.description ?? t('placeholders.content')}</p>
      <p className="project-card__meta muted">
        <span>{project.contact ?? t('placeholders.contact')}</span>
        <span>{formatDate(project.published_at, i18n.language)}</span>
      </p>
    </li>
  )
}
