import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../../components/ui/query-state.js'
import { useAdminLead } from '../api/get-admin-lead.js'
import { useLeadAction } from '../api/lead-action.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { leadActions } from '../utils/lead-actions.js'
import { HistoryCard } from './history-card.js'
import { AssignForm, TextActionForm } from './lead-action-forms.js'
import { LeadFacts } from './lead-facts.js'

/**
 * iq-leads/{leadId}: a lead in full, the moves its state allows (assign, qualify, notes, convert,
 * lose), and its history with the admins' names.
 */
export function LeadPage({ leadId }: { leadId: number }) {
  const { t } = useTranslation('network-iqstem-admin')
  const lead = useAdminLead(leadId)
  const mutation = useLeadAction(leadId)
  const back = { to: iqstemAdminPaths.leads, labelKey: 'lead.back' }
  if (!lead.data)
    return (
      <QueryState
        query={lead}
        ns="network-iqstem-admin"
        notFoundKey="lead.notFound"
        errorKey="lead.error"
        back={back}
      />
    )
  const shown = lead.data
  const actions = leadActions(shown.state)
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-lead-title">
      <Link to={iqstemAdminPaths.leads}>{t('lead.back')}</Link>
      <h2 id="iqstem-lead-title">{t('lead.title', { company: shown.company, id: shown.id })}</h2>
      <div className="iqstem-grid">
        <LeadFacts lead={shown} />
        <div className="iqstem-admin__page" role="region" aria-label={t('actions.label')}>
          {actions.length === 0 && <p className="card muted">{t('actions.none')}</p>}
          {/* Keyed on the state: a move resets the forms the new state shows. */}
          {actions.map((action) =>
            action === 'assign' ? (
              <AssignForm key={`${shown.state}-assign`} lead={shown} mutation={mutation} />
            ) : (
              <TextActionForm
                key={`${shown.state}-${action}`}
                lead={shown}
                mutation={mutation}
                action={action}
              />
            ),
          )}
        </div>
      </div>
      <HistoryCard process="lead" entries={shown.history} />
    </section>
  )
}
