import type { AdminLead } from '@iqs/protocol'
import { formatEur } from '@iqs/protocol'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { StateBadge } from './state-badge.js'

/**
 * A lead in full: the client and its contact, the need, budget and timing, the consent, who brought
 * it, the representative and their notes, and what it became (the draft project: the owner's page,
 * so its title and number only; the commission). The contact's details are a third party's: shown
 * to admins, who call them.
 */
export function LeadFacts({ lead }: { lead: AdminLead }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const money = (value: string) => formatEur(value, i18n.language)
  const rows: [string, ReactNode][] = [
    [t('lead.state'), <StateBadge key="state" kind="lead" state={lead.state} />],
    [t('lead.contact'), [lead.contact_name, lead.contact_role].filter(Boolean).join(', ')],
    [
      t('lead.email'),
      <a key="email" href={`mailto:${lead.contact_email}`}>
        {lead.contact_email}
      </a>,
    ],
    [t('lead.phone'), lead.contact_phone ?? '—'],
    [t('lead.sector'), t(`common:sectors.${lead.sector}`, { defaultValue: lead.sector })],
    [t('lead.need'), lead.need],
    [t('lead.budget'), lead.budget ? money(lead.budget) : '—'],
    [t('lead.timing'), t(`timings.${lead.timing}`)],
    [t('lead.consent'), lead.consent ? t('lead.consentYes') : t('lead.consentNo')],
    [
      t('lead.member'),
      <Link key="member" to={iqstemAdminPaths.details(lead.member.user_id)}>
        {lead.member.name}
      </Link>,
    ],
    [t('lead.representative'), lead.representative?.name ?? t('lead.noRepresentative')],
    [t('lead.notes'), lead.representative_notes ?? '—'],
    [t('lead.created'), formatDate(lead.created_at, i18n.language)],
  ]
  if (lead.lost_reason) rows.push([t('lead.lostReason'), lead.lost_reason])
  if (lead.project)
    rows.push([
      t('lead.project'),
      t('lead.projectValue', {
        title: lead.project.title,
        id: lead.project.id,
        status: t(`projectStatus.${lead.project.status}`, { defaultValue: lead.project.status }),
      }),
    ])
  if (lead.commission)
    rows.push([
      t('lead.commission'),
      t('lead.commissionValue', { amount: money(lead.commission.amount), paid: money(lead.commission.paid) }),
    ])
  return (
    <section className="card" aria-labelledby="iqstem-lead-facts">
      <h3 id="iqstem-lead-facts">{t('lead.facts')}</h3>
      <dl className="iqstem-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
