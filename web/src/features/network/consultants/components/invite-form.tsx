import type { ConsultantDetail } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { useMyProjects } from '../../projects/api/get-my-projects.js'
import { formatMoment } from '../../projects/utils/format-moment.js'
import { useInviteConsultant } from '../api/invite-consultant.js'

/**
 * Invite the consultant to apply to one of my published projects (once per project: those already
 * invited to are listed, not offered again), with an optional message.
 */
export function InviteForm({ detail }: { detail: ConsultantDetail }) {
  const { t, i18n } = useTranslation('network-consultants')
  const errorText = useErrorText()
  const projects = useMyProjects('published')
  const invite = useInviteConsultant()
  const [projectId, setProjectId] = useState('')
  const [message, setMessage] = useState('')
  const invited = new Set(detail.invitations.map((invitation) => invitation.project.id))
  const open = (projects.data?.items ?? []).filter((project) => !invited.has(project.id))
  return (
    <section className="card invite-form" aria-labelledby="invite-title">
      <h3 id="invite-title">{t('invite.title')}</h3>
      <p className="muted">{t('invite.intro')}</p>
      {detail.invitations.length > 0 && (
        <div>
          <p>{t('invite.already')}</p>
          <ul className="invite-form__sent">
            {detail.invitations.map((invitation) => (
              <li key={invitation.project.id}>
                {invitation.project.title ?? `#${invitation.project.id}`}{' '}
                <span className="muted">
                  {t('invite.on', { date: formatMoment(invitation.created_at, i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {projects.status === 'success' && open.length === 0 ? (
        <p role="status">{t('invite.noProjects')}</p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (!projectId) return
            invite.mutate(
              {
                userId: detail.card.user_id,
                project_id: Number(projectId),
                ...(message.trim() ? { message } : {}),
              },
              {
                onSuccess: () => {
                  toast.success(t('invite.sent'))
                  setProjectId('')
                  setMessage('')
                },
                onError: (error) => toast.error(errorText(error, t('invite.failed'))),
              },
            )
          }}
        >
          <div className="field">
            <label htmlFor="invite-project">{t('invite.project')}</label>
            <select
              id="invite-project"
              required
              value={projectId}
              onChange={(e) => setProjectId(e.target.value)}
            >
              <option value="">{t('invite.chooseProject')}</option>
              {open.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title ?? `#${project.id}`}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="invite-message">{t('invite.message')}</label>
            <textarea
              id="invite-message"
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={invite.isPending || !projectId}>
            {t('invite.submit')}
          </button>
        </form>
      )}
    </section>
  )
}
