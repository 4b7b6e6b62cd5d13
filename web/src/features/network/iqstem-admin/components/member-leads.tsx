import { formatEur, type LeadSummary } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { StateBadge } from './state-badge.js'

/** The leads a member brought, newest first, each to its page in iq-leads. */
export function MemberLeads({ leads }: { leads: readonly LeadSummary[] }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  return (
    <section aria-labelledby="iqstem-member-leads">
      <h3 id="iqstem-member-leads">{t('member.leads', { count: leads.length })}</h3>
      {leads.length === 0 ? (
        <p className="muted">{t('member.noLeads')}</p>
      ) : (
        <div className="iqstem-table-wrap">
          <table className="iqstem-table">
            <thead>
              <tr>
                <th scope="col">{t('lead.company')}</th>
                <th scope="col">{t('lead.state')}</th>
                <th scope="col" className="num">
                  {t('lead.budget')}
                </th>
                <th scope="col">{t('lead.project')}</th>
                <th scope="col">{t('lead.created')}</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <th scope="row">
                    <Link to={iqstemAdminPaths.lead(lead.id)}>{lead.company}</Link>
                  </th>
                  <td>
                    <StateBadge kind="lead" state={lead.state} />
                  </td>
                  <td className="num">{lead.budget ? formatEur(lead.budget, i18n.language) : '—'}</td>
                  <td>
                    {lead.project
                      ? t('commissions.projectValue', { title: lead.project.title, id: lead.project.id })
                      : '—'}
                  </td>
                  <td>{formatDate(lead.created_at, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
