import type { ApplicationSummary, ApplicationTransition } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useApplicationTransition } from '../api/application-transition.js'
import { ownerActions } from '../utils/application-actions.js'
import { MessageDialog } from './message-dialog.js'

/** What the toast says once the owner's step went through. */
const DONE_KEYS: Partial<Record<ApplicationTransition, string>> = {
  shortlist: 'actions.shortlisted',
  accept: 'actions.accepted',
  reject: 'actions.rejected',
}

/**
 * The owner's steps on an applicant that its state allows: shortlist, accept, and reject with an
 * optional message in a dialog. The consultant is told of each.
 */
export function ApplicantActions({ application, name }: { application: ApplicationSummary; name: string }) {
  const { t } = useTranslation('network-applications')
  const errorText = useErrorText()
  const transition = useApplicationTransition()
  const [rejecting, setRejecting] = useState(false)
  const actions = ownerActions(application.state)
  if (actions.length === 0) return null
  const run = (name: ApplicationTransition, message?: string) =>
    transition.mutate(
      { id: application.id, transition: name, message },
      {
        onSuccess: () => toast.success(t(DONE_KEYS[name] ?? 'actions.done')),
        onError: (error) => toast.error(errorText(error, t('actions.failed'))),
      },
    )
  return (
    <div className="project-actions" role="group" aria-label={t('applicants.actionsLabel', { name })}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'reject' ? 'button button--ghost project-button--danger-text' : 'button'}
          disabled={transition.isPending}
          onClick={() => (action === 'reject' ? setRejecting(true) : run(action))}
        >
          {t(`actions.${action}`)}
        </button>
      ))}
      {rejecting && (
        <MessageDialog
          title={t('reject.title')}
          text={t('reject.text', { name })}
          messageLabel={t('reject.message')}
          confirmLabel={t('reject.confirm')}
          cancelLabel={t('reject.cancel')}
          onConfirm={(message) => {
            setRejecting(false)
            run('reject', message || undefined)
          }}
          onCancel={() => setRejecting(false)}
        />
      )}
    </div>
  )
}
