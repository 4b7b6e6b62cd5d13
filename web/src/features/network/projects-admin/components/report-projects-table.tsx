import type { ProjectFigures } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { formatHours } from '../utils/format-hours.js'
import { projectsAdminPaths } from '../utils/projects-admin-paths.js'
import { money } from './report-format.js'

/**
 * The projects of the period with their figures, newest first, each linked to its sheet; it scrolls
 * in its own frame.
 */
export function ReportProjectsTable({ projects }: { projects: readonly ProjectFigures[] }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const language = i18n.language
  const columns = [
    'project',
    'status',
    'sector',
    'owner',
    'created',
    'applications',
    'firstApplicant',
    'contracts',
    'baseFee',
    'contracted',
    'dayRate',
    'successDue',
  ] as const
  const numeric = new Set<string>([
    'applications',
    'firstApplicant',
    'contracts',
    'baseFee',
    'contracted',
    'dayRate',
    'successDue',
  ])
  return (
    <div
      className="projects-admin__table-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('reports.projectsTable')}
    >
      <table className="projects-admin__table">
        <caption>{t('reports.projectsTable')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={numeric.has(column) ? 'num' : undefined}>
                {t(`reports.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id}>
              <th scope="row">
                <Link to={projectsAdminPaths.sheet(project.id)}>
                  {project.title || t('reports.untitled', { id: project.id })}
                </Link>
              </th>
              <td>{t(`network-projects:status.${project.status}`)}</td>
              <td>{project.sector ? t(`common:sectors.${project.sector}`) : '-'}</td>
              <td>
                {project.owner ? (
                  <>
                    {project.owner.name ?? t('reports.erased')}
                    <br />
                    <span className="muted">{t(`roles.${project.owner.role}`)}</span>
                  </>
                ) : (
                  t('reports.noOwner')
                )}
              </td>
              <td>{formatDate(project.created_at, language)}</td>
              <td className="num">{project.applications}</td>
              <td className="num">{formatHours(project.hours_to_first_applicant, t)}</td>
              <td className="num">{`${project.contracts_signed} / ${project.contracts}`}</td>
              <td className="num">{money(project.base_fee, language)}</td>
              <td className="num">{money(project.contracted_base_fees, language)}</td>
              <td className="num">{money(project.day_rate_value, language)}</td>
              <td className="num">{money(project.success_fee_due, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
