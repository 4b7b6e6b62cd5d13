import { formatEur, type Lead } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { QueryState } from '../../../../components/ui/query-state.js'
import { formatDate } from '../../../../lib/format.js'
import { paths } from '../../../../lib/paths.js'
import { useMyLead } from '../api/get-my-lead.js'
import { iqstemPath } from '../utils/iqstem-paths.js'
import { LeadHistory } from './lead-history.js'
import { LeadStateBadge } from './lead-state-badge.js'
import { LeadStepsTracker } from './lead-steps-tracker.js'

/**
 * my-leads/:projectId (spec §2; the id is the lead's): where the lead is, who at IQS follows it and
 * their notes, the project it became, the commission it earned, what I submitted, and its history.
 */
export function LeadPage({ leadId }: { leadId: number }) {
  const { t } = useTranslation('network-iqstem')
  const lead = useMyLead(leadId)
  const back = { to: iqstemPath('my-leads'), labelKey: 'lead.back' }
  if (lead.status !== 'success')
    return (
      <QueryState
        query={lead}
        ns="network-iqstem"
        notFoundKey="lead.notFound"
        errorKey="lead.error"
        back={back}
      />
    )
  const data = lead.data
  return (
    <div className="project-page iqstem-lead">
      <Link className="project-page__back" to={back.to}>
        ← {t('lead.back')}
      </Link>
      <div className="project-page__head">
        <h2>{data.company}</h2>
        <LeadStateBadge state={data.state} />
      </div>
      <LeadStepsTracker lead={data} />
      <div className="iqstem-lead__grid">
        <FollowUp lead={data} />
        <LeadCommission lead={data} />
      </div>
      <LeadFacts lead={data} />
      <LeadHistory entries={data.history} />
    </div>
  )
}

/** IQS's side: the representative, their notes after contacting the client, and the project made of the lead. */
function FollowUp({ lead }: { lead: Lead }) {
  const { t } = useTranslation('network-iqstem')
  const project = lead.project
  return (
    <section className="card iqstem-card" aria-labelledby="lead-follow-up-title">
      <h3 id="lead-follow-up-title">{t('lead.followUp')}</h3>
      <dl className="project-facts-view__list">
        <Fact label={t('lead.representative')}>
          {lead.representative?.name ?? <span className="muted">{t('lead.noRepresentative')}</span>}
        </Fact>
        <Fact label={t('lead.project')}>
          {project === null ? (
            <span className="muted">{t('lead.noProject')}</span>
          ) : project.status === 'draft' ? (
            // A draft is not on the public board yet: its title, no link to a page that is not there.
            <span>{t('lead.projectDraft', { title: project.title })}</span>
          ) : (
            <Link to={paths.project(project.id)}>{project.title}</Link>
          )}
        </Fact>
      </dl>
      <h4>{t('lead.notes')}</h4>
      <p className="iqstem-text">
        {lead.representative_notes ?? <span className="muted">{t('lead.noNotes')}</span>}
      </p>
    </section>
  )
}

/** The commission the lead earned once its contract was signed: the amount and what is paid of it. */
function LeadCommission({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation('network-iqstem')
  const commission = lead.commission
  return (
    <section className="card iqstem-card" aria-labelledby="lead-commission-title">
      <h3 id="lead-commission-title">{t('lead.commission')}</h3>
      {commission === null ? (
        <p className="muted">{t('lead.noCommission')}</p>
      ) : (
        <dl className="project-facts-view__list">
          <Fact label={t('lead.commissionAmount')}>{formatEur(commission.amount, i18n.language)}</Fact>
          <Fact label={t('lead.commissionPaid')}>{formatEur(commission.paid, i18n.language)}</Fact>
          <Fact label={t('lead.commissionState')}>
            {t(`commissionState.${commission.state}`, { defaultValue: commission.state })}
          </Fact>
        </dl>
      )}
      <Link to={iqstemPath('commissions')}>{t('lead.toCommissions')}</Link>
    </section>
  )
}

/** What I submitted: the contact, the need, the budget and timing, the consent. */
function LeadFacts({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation(['network-iqstem', 'common'])
  const notGiven = <span className="muted">{t('notGiven')}</span>
  const contact = [lead.contact_name, lead.contact_role].filter(Boolean).join(', ')
  return (
    <section className="card project-facts-view" aria-labelledby="lead-facts-title">
      <h3 id="lead-facts-title">{t('lead.facts')}</h3>
      <dl className="project-facts-view__list">
        <Fact label={t('form.company')}>{lead.company}</Fact>
        <Fact label={t('lead.contact')}>{contact}</Fact>
        <Fact label={t('form.contactEmail')}>{lead.contact_email}</Fact>
        <Fact label={t('form.contactPhone')}>{lead.contact_phone ?? notGiven}</Fact>
        <Fact label={t('form.sector')}>{t(`common:sectors.${lead.sector}`)}</Fact>
        <Fact label={t('form.budget')}>
          {lead.budget === null ? notGiven : formatEur(lead.budget, i18n.language)}
        </Fact>
        <Fact label={t('form.timing')}>{t(`timing.${lead.timing}`)}</Fact>
        <Fact label={t('lead.submitted')}>{formatDate(lead.created_at, i18n.language)}</Fact>
        <Fact label={t('lead.consent')}>{t(lead.consent ? 'lead.consentGiven' : 'lead.consentMissing')}</Fact>
      </dl>
      <h4>{t('form.need')}</h4>
      {/* Plain text: paragraphs and line breaks shown as written, nothing read as markup. */}
      <p className="project-facts-view__description">{lead.need}</p>
    </section>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
