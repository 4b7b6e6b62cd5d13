import type { ProjectPublishField } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { ApiError } from '../../../../lib/api-client.js'
import { paths } from '../../../../lib/paths.js'
import { useSession } from '../../../../lib/use-session.js'
import { useMyProject } from '../api/get-my-project.js'
import { ownerProjectPath, ownerProjectsPath } from '../utils/owner-paths.js'
import { ProjectActionsBar } from './project-actions-bar.js'
import { ProjectFactsView } from './project-facts-view.js'
import { ProjectForm } from './project-form.js'
import { ProjectHistory } from './project-history.js'
import { ProjectStatusBadge } from './project-status-badge.js'
import { ProjectContracts } from '../../contracts/components/project-contracts.js'

/**
 * One of my projects (project-status/:projectId, my-projects/:projectId): its fields, its
 * history and what its state allows; with `?edit=1` the same form as a new project, filled in.
 * A closed project cannot be edited (the api refuses it): it shows as it is. `applicants`, the
 * applications' section (issue 16 part 2), comes from the route: this folder does not know it.
 */
export function ProjectPage({ projectId, applicants }: { projectId: number; applicants?: ReactNode }) {
  const { t } = useTranslation('network-projects')
  const { role } = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [search] = useSearchParams()
  const project = useMyProject(projectId)
  const listPath = ownerProjectsPath(role)

  if (project.status === 'pending')
    return (
      <p className="list-state" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('detail.loading')}
      </p>
    )
  if (project.status === 'error') {
    const missing = project.error instanceof ApiError && project.error.status === 404
    return (
      <section className="card" role="alert">
        <p>{t(missing ? 'detail.notFound' : 'detail.error')}</p>
        <Link to={listPath}>{t('detail.back')}</Link>
      </section>
    )
  }
  const data = project.data
  const editing = search.get('edit') === '1' && data.status !== 'closed'
  const view = ownerProjectPath(role, data.id)
  // The list's "Publish" of an incomplete draft comes here with what is missing.
  const initialMissing = (location.state as { missing?: ProjectPublishField[] } | null)?.missing

  return (
    <div className="project-page">
      <Link className="project-page__back" to={listPath}>
        ← {t('detail.back')}
      </Link>
      <div className="project-page__head">
        <h2>{data.title || t('list.untitled')}</h2>
        <ProjectStatusBadge status={data.status} />
      </div>
      {/* While the form is open, its own buttons save and publish what is typed. */}
      {!editing && (
        <div className="project-page__bar">
          <ProjectActionsBar project={data} onDeleted={() => void navigate(listPath)} />
          {data.status === 'published' && <Link to={paths.project(data.id)}>{t('detail.onBoard')}</Link>}
        </div>
      )}
      {editing ? (
        <ProjectForm
          key={`${data.id}-${data.status}`}
          project={data}
          initialMissing={initialMissing}
          onDone={() => void navigate(view)}
          onCancel={() => void navigate(view)}
        />
      ) : (
        <ProjectFactsView project={data} />
      )}
      {data.status !== 'draft' && applicants}
      {data.status !== 'draft' && <ProjectContracts projectId={data.id} />}
      <ProjectHistory entries={data.history} />
    </div>
  )
}
