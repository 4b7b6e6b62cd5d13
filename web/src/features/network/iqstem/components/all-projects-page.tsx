import type { IqstemProjects } from '@iqs/protocol'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { paths } from '../../../../lib/paths.js'
import { useIqstemProjects } from '../api/get-iqstem-projects.js'
import { iqstemPath, leadPath } from '../utils/iqstem-paths.js'

type IqstemProject = IqstemProjects['mine'][number]

/**
 * all-projects (spec §2): the projects my leads became and those my sponsored consultants work on,
 * each with why it is mine; then the open projects of the board I can send a consultant to.
 */
export function AllProjectsPage() {
  const { t } = useTranslation('network-iqstem')
  const projects = useIqstemProjects()
  const status = projects.status
  return (
    <div className="iqstem-page">
      <h2>{t('projects.title')}</h2>
      <p className="muted">{t('projects.intro')}</p>
      <ProjectSection
        title={t('projects.mine')}
        status={status}
        items={projects.data?.mine ?? []}
        emptyText={t('projects.mineEmpty')}
        mine
      />
      <ProjectSection
        title={t('projects.open')}
        status={status}
        items={projects.data?.open ?? []}
        emptyText={t('projects.openEmpty')}
        mine={false}
      />
    </div>
  )
}

function ProjectSection({
  title,
  status,
  items,
  emptyText,
  mine,
}: {
  title: string
  status: 'pending' | 'error' | 'success'
  items: readonly IqstemProject[]
  emptyText: string
  mine: boolean
}) {
  const { t } = useTranslation('network-iqstem')
  const titleId = useId()
  return (
    <section className="iqstem-section" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ListState
        status={status}
        isEmpty={items.length === 0}
        emptyText={emptyText}
        errorText={t('projects.error')}
      >
        <ul className="my-projects-list__rows" aria-label={title}>
          {items.map((project) => (
            <ProjectRow key={project.id} project={project} mine={mine} />
          ))}
        </ul>
      </ListState>
    </section>
  )
}

/** One project: title, sector, where, when published; why it is mine, or the way to sponsor someone for it. */
function ProjectRow({ project, mine }: { project: IqstemProject; mine: boolean }) {
  const { t, i18n } = useTranslation(['network-iqstem', 'common'])
  const where = [project.city, project.remote ? t('projects.remote') : null].filter(Boolean).join(' · ')
  const facts = [
    project.sector ? t(`common:sectors.${project.sector}`, { defaultValue: project.sector }) : null,
    where || null,
    project.published_at
      ? t('projects.published', { date: formatDate(project.published_at, i18n.language) })
      : null,
  ].filter((fact): fact is string => fact !== null)
  // A draft (a lead just converted) is not on the public board yet: its title is not a link there.
  const onBoard = project.status !== 'draft'
  return (
    <li className="my-projects-list__row">
      <div className="my-projects-list__summary">
        {onBoard ? (
          <Link className="my-projects-list__title" to={paths.project(project.id)}>
            {project.title || t('projects.untitled')}
          </Link>
        ) : (
          <span className="my-projects-list__title">{project.title || t('projects.untitled')}</span>
        )}
        <span className="project-badge iqstem-badge">
          {t(`projectStatus.${project.status}`, { defaultValue: project.status })}
        </span>
      </div>
      {facts.length > 0 && <p className="muted iqstem-facts">{facts.join(' · ')}</p>}
      {mine && project.via && <Via via={project.via} />}
      {!mine && (
        <Link className="button button--secondary" to={iqstemPath('sponsor-consultant')}>
          {t('projects.sponsor')}
        </Link>
      )}
    </li>
  )
}

/** Why a project is mine: the lead it came from (a link to it), or the consultant I sponsored on it. */
function Via({ via }: { via: NonNullable<IqstemProject['via']> }) {
  const { t } = useTranslation('network-iqstem')
  return (
    <p className="iqstem-via">
      {via.lead_id !== null && (
        <Link to={leadPath(via.lead_id)}>{t('projects.viaLead', { id: via.lead_id })}</Link>
      )}
      {via.lead_id !== null && via.referral_name && ' · '}
      {via.referral_name && <span>{t('projects.viaReferral', { name: via.referral_name })}</span>}
    </p>
  )
}
