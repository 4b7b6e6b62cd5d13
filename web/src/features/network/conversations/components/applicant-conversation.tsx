import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { applicantAnchor } from '../utils/applicant-anchor.js'
import { ConversationPanel } from './conversation-panel.js'
import './conversations.css'

/**
 * The conversation in an owner's applicant row: shut by default (a project may have many
 * applicants, and an open panel polls), open when the address names this applicant
 * (`#applicant-<applicationId>`, where the header's list and the away mail lead), and then in view.
 */
export function ApplicantConversation({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('network-conversations')
  const { hash } = useLocation()
  const named = hash === `#${applicantAnchor(applicationId)}`
  const [open, setOpen] = useState(named)
  const [namedBefore, setNamedBefore] = useState(named)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  // Followed a link to this applicant while the page was shown: open it (state from props, no effect).
  if (named !== namedBefore) {
    setNamedBefore(named)
    if (named) setOpen(true)
  }
  useEffect(() => {
    if (named) root.current?.scrollIntoView?.({ block: 'start' })
  }, [named])
  return (
    <div className="applicant-conversation" ref={root}>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('applicant.hide') : t('applicant.show')}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <ConversationPanel applicationId={applicationId} />}
      </div>
    </div>
  )
}
