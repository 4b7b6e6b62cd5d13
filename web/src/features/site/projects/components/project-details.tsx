import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { formatDate } from '../../../../lib/format.js'
import { paths } from '../../../../lib/paths.js'
import { canApplyForRole } from '../../../../lib/policies.js'
import { useSession } from '../../../../lib/use-session.js'
import { useProject } from '../api/get-project.js'
import { ProjectFacts } from './project-facts.js'
import './projects.css'

/** Copies text, with a fallback for browsers without the async clipboard (plain http). */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text)
  const area = document.createElement('textarea')
  area.value = text
  document.body.append(area)
  area.select()
  const copied = document.execCommand('copy')
  area.remove()
  if (!copied) throw new Error('copy refused')
}

/** One project: its facts and description, apply for the role, copy a share link. */
export function ProjectDetails({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('projects')
  const { user, role } = useSession()
  const project = useProject(projectId)
  const notFound = project.error && 'status' in project.error && project.error.status === 404

  async function share() {
    try {
      await copyText(window.location.href)
      toast.success(t('detail.linkCopied'))
    } catch {
      toast.error(t('detail.linkNotCopied'))
    }
  }

  return (
    <ListState
      status={project.status}
      isEmpty={false}
      emptyText=""
      errorText={notFound ? t('detail.notFound') : t('detail.error')}
    >
      {project.data && (
        <article className="card project-details">
          <p>
            <Link to={paths.projects}>← {t('detail.back')}</Link>
          </p>
          <h2 className="project-details__title">{project.data.title ?? t('placeholders.title')}</h2>
          <ProjectFacts project={project.data} />
          <p className="project-details__description">
            {project.data.description ?? t('placeholders.content')}
          </p>
          <dl className="project-details__terms">
            <div>
              <dt>{t('detail.successFee')}</dt>
              <dd>
                {project.data.bonus_percent === null
                  ? t('placeholders.fee')
                  : t('detail.fee', {
                      bonus: project.data.bonus_percent,
                      malus: project.data.malus_percent ?? 0,
                    })}
              </dd>
            </div>
            <div>
              <dt>{t('detail.contact')}</dt>
              <dd>{project.data.contact ?? t('placeholders.contact')}</dd>
            </div>
            <div>
              <dt>{t('detail.published')}</dt>
              <dd>{formatDate(project.data.published_at, i18n.language)}</dd>
            </div>
          </dl>
          <div className="project-details__actions">
            {!user ? (
              <Link className="button button--large" to={paths.register}>
                {t('detail.apply')}
              </Link>
            ) : canApplyForRole(role) ? (
              <Link className="button button--large" to={paths.newApplication(project.data.id)}>
                {t('detail.apply')}
              </Link>
            ) : (
              <p className="muted">{t('detail.consultantsOnly')}</p>
            )}
            <button
              type="button"
              className="button button--secondary button--large"
              onClick={() => void share()}
            >
              {t('detail.copyLink')}
            </button>
          </div>
        </article>
      )}
    </ListState>
  )
}
