import { PROJECT_STATUSES, projectStatusSchema, type MyProjects, type ProjectStatus } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDate } from '../../../../lib/format.js'
import { useSession } from '../../../../lib/use-session.js'
import { useMyProjects } from '../api/get-my-projects.js'
import { listTitleKey, newProjectPath, ownerProjectPath } from '../utils/owner-paths.js'
import { ProjectActionsBar } from './project-actions-bar.js'
import { ProjectStatusBadge } from './project-status-badge.js'

/**
 * The owner's projects (the client's project-status, the partner's my-projects): a filter per
 * state with its count (kept in the address, `?status=draft`), then each project with its state,
 * its last change and what its state allows.
 */
export function MyProjectsList() {
  const { t, i18n } = useTranslation('network-projects')
  const { role } = useSession()
  const [search, setSearch] = useSearchParams()
  const parsed = projectStatusSchema.safeParse(search.get('status'))
  const status = parsed.success ? parsed.data : undefined
  const projects = useMyProjects(status)
  const items = projects.data?.items ?? []
  return (
    <section className="my-projects-list" aria-labelledby="my-projects-title">
      <div className="my-projects-list__head">
        <h2 id="my-projects-title">{t(listTitleKey(role))}</h2>
        <Link className="button" to={newProjectPath}>
          {t('list.new')}
        </Link>
      </div>
      <StatusFilter
        counts={projects.data?.counts}
        status={status}
        onChange={(next) => setSearch(next ? { status: next } : {}, { replace: true })}
      />
      <ListState
        status={projects.status}
        isEmpty={items.length === 0}
        emptyText={t('list.empty')}
        errorText={t('list.error')}
      >
        <ul className="my-projects-list__rows" aria-label={t('list.title')}>
          {items.map((project) => (
            <li key={project.id} className="my-projects-list__row">
              <div className="my-projects-list__summary">
                <Link className="my-projects-list__title" to={ownerProjectPath(role, project.id)}>
                  {project.title || t('list.untitled')}
                </Link>
                <ProjectStatusBadge status={project.status} />
                <span className="muted">
                  {t('list.updated', { date: formatDate(project.updated_at, i18n.language) })}
                </span>
              </div>
              <ProjectActionsBar project={project} />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  )
}

/** All, then one button per state with its count; the pressed one is the list shown. */
function StatusFilter({
  counts,
  status,
  onChange,
}: {
  counts: MyProjects['counts'] | undefined
  status: ProjectStatus | undefined
  onChange: (status: ProjectStatus | undefined) => void
}) {
  const { t } = useTranslation('network-projects')
  const total = counts ? counts.draft + counts.published + counts.closed : undefined
  const option = (value: ProjectStatus | undefined, label: string, count: number | undefined) => (
    <button
      key={value ?? 'all'}
      type="button"
      className="my-projects-filter__option"
      aria-pressed={status === value}
      onClick={() => onChange(value)}
    >
      {label}
      {/* "Draft 2" for a screen reader, not "Draft2". */}
      {count !== undefined && ' '}
      {count !== undefined && <span className="my-projects-filter__count">{count}</span>}
    </button>
  )
  return (
    <div className="my-projects-filter" role="group" aria-label={t('list.filterLabel')}>
      {option(undefined, t('list.all'), total)}
      {PROJECT_STATUSES.map((value) => option(value, t(`status.${value}`), counts?.[value]))}
    </div>
  )
}
