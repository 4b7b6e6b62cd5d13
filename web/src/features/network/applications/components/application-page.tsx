import { formatEur, type Application } from '@iqs/protocol'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.js'
import { toast } from '../../../../components/ui/toast/toast-store.js'
import { useErrorText } from '../../../../lib/error-text.js'
import { ApplicationContractLink } from '../../contracts/components/application-contract-link.js'
import { ConversationPanel } from '../../conversations/components/conversation-panel.js'
import { formatDate } from '../../../../lib/format.js'
import { useApplicationTransition } from '../api/application-transition.js'
import { useApplication } from '../api/get-application.js'
import { canWithdraw } from '../utils/application-actions.js'
import { jobPath, myApplicationsPath } from '../utils/application-paths.js'
import { ApplicationCvLink } from './application-cv-link.js'
import { ApplicationHistory } from './application-history.js'
import { ApplicationStateBadge } from './application-state-badge.js'
import { QueryState } from '../../../../components/ui/query-state.js'
import './applications.css'

/**
 * /my-projects/applications/:applicationId: my application (its terms, message, CV), its history,
 * and "Withdraw", after a confirmation, while nobody has answered for good.
 */
export function ApplicationPage({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('network-applications')
  const application = useApplication(applicationId)
  if (application.status !== 'success')
    return (
      <QueryState
        ns="network-applications"
        query={application}
        notFoundKey="detail.notFound"
        errorKey="detail.error"
        back={{ to: myApplicationsPath, labelKey: 'detail.back' }}
      />
    )
  const data = application.data
  return (
    <div className="project-page application-page">
      <Link className="project-page__back" to={myApplicationsPath}>
        ← {t('detail.back')}
      </Link>
      <div className="project-page__head">
        <h2>{data.project.title ?? t('jobs.untitled')}</h2>
        <ApplicationStateBadge state={data.state} />
      </div>
      <div className="project-page__bar">
        <WithdrawButton application={data} />
        {data.state === 'accepted' && <ApplicationContractLink applicationId={data.id} />}
        <Link to={jobPath(data.project.id)}>{t('detail.openJob')}</Link>
      </div>
      <ApplicationTerms application={data} />
      <ConversationPanel applicationId={data.id} />
      <ApplicationHistory entries={data.history} />
    </div>
  )
}

/** What I sent: the rate, the date, the message, the CV. */
function ApplicationTerms({ application }: { application: Application }) {
  const { t, i18n } = useTranslation('network-applications')
  return (
    <section className="card project-facts-view" aria-labelledby="application-terms-title">
      <h3 id="application-terms-title">{t('detail.terms')}</h3>
      <dl className="project-facts-view__list">
        <div>
          <dt>{t('form.dayRate')}</dt>
          <dd>{formatEur(application.day_rate, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('form.availableFrom')}</dt>
          <dd>{formatDate(application.available_from, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('detail.sent')}</dt>
          <dd>{formatDate(application.created_at, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('form.cv')}</dt>
          <dd>
            <ApplicationCvLink cv={application.cv} />
          </dd>
        </div>
      </dl>
      <h4>{t('form.coverMessage')}</h4>
      <p className="project-facts-view__description">{application.cover_message}</p>
    </section>
  )
}

function WithdrawButton({ application }: { application: Application }) {
  const { t } = useTranslation('network-applications')
  const errorText = useErrorText()
  const transition = useApplicationTransition()
  const [confirming, setConfirming] = useState(false)
  if (!canWithdraw(application.state)) return null
  const withdraw = () => {
    setConfirming(false)
    transition.mutate(
      { id: application.id, transition: 'withdraw' },
      {
        onSuccess: () => toast.success(t('actions.withdrawn')),
        onError: (error) => toast.error(errorText(error, t('actions.failed'))),
      },
    )
  }
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={transition.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('actions.withdraw')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('withdraw.title')}
          text={t('withdraw.text', { title: application.project.title ?? t('jobs.untitled') })}
          confirmLabel={t('withdraw.confirm')}
          cancelLabel={t('withdraw.cancel')}
          onConfirm={withdraw}
          onCancel={() => setConfirming(false)}
          danger
        />
      )}
    </>
  )
}
