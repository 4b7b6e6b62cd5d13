import type { MyProjectSummary, OwnerProjectTransition } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useSession } from '../../../../lib/use-session.js'
import { useDeleteProject } from '../api/delete-project.js'
import { useProjectTransition } from '../api/project-transition.js'
import { incompleteFields } from '../utils/incomplete-fields.js'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { projectActions } from '../utils/project-actions.js'
import { ownerProjectPath } from '../utils/owner-paths.js'

/** What the toast says once a transition went through. */
const DONE_KEYS: Record<OwnerProjectTransition, string> = {
  publish: 'actions.published',
  close: 'actions.closed',
  reopen: 'actions.reopened',
}

interface ProjectActionsBarProps {
  project: Pick<MyProjectSummary, 'id' | 'title' | 'status'>
  /** After the draft is gone (its own page leaves for the list). */
  onDeleted?: () => void
}

/**
 * The actions a project's state allows (edit, publish, close, reopen, delete a draft after a
 * confirmation), for a row of the list and for the project's page. A draft that cannot be
 * published yet opens its form with the missing fields marked.
 */
export function ProjectActionsBar({ project, onDeleted }: ProjectActionsBarProps) {
  const { t } = useTranslation('network-projects')
  const errorText = useErrorText()
  const { role } = useSession()
  const navigate = useNavigate()
  const transition = useProjectTransition()
  const remove = useDeleteProject()
  const [confirming, setConfirming] = useState(false)
  const title = project.title || t('list.untitled')
  const busy = transition.isPending || remove.isPending

  const run = (name: OwnerProjectTransition) =>
    transition.mutate(
      { id: project.id, transition: name },
      {
        onSuccess: () => toast.success(t(DONE_KEYS[name])),
        onError: (error) => {
          toast.error(errorText(error, t('actions.failed')))
          const missing = incompleteFields(error)
          if (missing) void navigate(ownerProjectPath(role, project.id, true), { state: { missing } })
        },
      },
    )
  const confirmDelete = () => {
    setConfirming(false)
    remove.mutate(project.id, {
      onSuccess: () => {
        toast.success(t('actions.deleted'))
        onDeleted?.()
      },
      onError: (error) => toast.error(errorText(error, t('actions.failed'))),
    })
  }

  return (
    <div className="project-actions" role="group" aria-label={t('actions.label', { title })}>
      {projectActions(project.status).map((action) =>
        action === 'edit' ? (
          <Link
            key={action}
            className="button button--secondary"
            to={ownerProjectPath(role, project.id, true)}
          >
            {t('actions.edit')}
          </Link>
        ) : action === 'delete' ? (
          <button
            key={action}
            type="button"
            className="button button--ghost project-button--danger-text"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('actions.delete')}
          </button>
        ) : (
          <button
            key={action}
            type="button"
            className={action === 'close' ? 'button button--secondary' : 'button'}
            disabled={busy}
            onClick={() => run(action)}
          >
            {t(`actions.${action}`)}
          </button>
        ),
      )}
      {confirming && (
        <ConfirmDialog
          title={t('confirm.title')}
          text={t('confirm.text', { title })}
          confirmLabel={t('confirm.confirm')}
          cancelLabel={t('confirm.cancel')}
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(false)}
          danger
        />
      )}
    </div>
  )
}
