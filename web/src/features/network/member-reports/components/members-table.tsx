import type { MemberReportRole, MemberReportRow } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate } from '../../../../lib/format.js'
import { memberDetailsPath } from '../utils/member-admin-paths.js'
import { MemberStateBadge } from './member-state-badge.js'

/** The member's name as the table shows it, or their e-mail when they gave none. */
export const memberName = (row: Pick<MemberReportRow, 'first_name' | 'last_name' | 'email'>) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email

/**
 * One page of the report's members: each name opens the member's details in the area; a client's
 * row has its company, a consultant's or partner's their practices and seniority.
 */
export function MembersTable({ role, rows }: { role: MemberReportRole; rows: readonly MemberReportRow[] }) {
  const { t, i18n } = useTranslation(['network-member-reports', 'common'])
  const client = role === 'Client'
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—')
  return (
    <div className="member-table-wrap">
      <table className="member-table">
        <caption>{t('reports.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.table.name')}</th>
            <th scope="col">{t('reports.table.email')}</th>
            <th scope="col">{t('reports.table.state')}</th>
            <th scope="col">{t('reports.table.registered')}</th>
            <th scope="col">{t('reports.table.approved')}</th>
            {client && <th scope="col">{t('reports.table.company')}</th>}
            <th scope="col">{t('reports.table.sectors')}</th>
            {!client && <th scope="col">{t('reports.table.practices')}</th>}
            {!client && <th scope="col">{t('reports.table.seniority')}</th>}
            <th scope="col" className="num">
              {t('reports.table.rating')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.user_id}>
              <th scope="row">
                <Link to={memberDetailsPath(role, row.user_id)}>{memberName(row)}</Link>
              </th>
              <td className="member-table__email">{row.email}</td>
              <td>
                <MemberStateBadge state={row.state} />
              </td>
              <td>{date(row.registered_at)}</td>
              <td>{date(row.approved_at)}</td>
              {client && <td>{row.company_name ?? '—'}</td>}
              <td>{row.sectors.map((sector) => t(`common:sectors.${sector}`)).join(', ') || '—'}</td>
              {!client && (
                <td>
                  {row.practices.map((practice) => t(`common:practices.${practice}`)).join(', ') || '—'}
                </td>
              )}
              {!client && <td>{row.seniority ? t(`common:seniority.${row.seniority}`) : '—'}</td>}
              <td className="num">
                {row.rating
                  ? t('reports.table.ratingValue', { rating: row.rating, count: row.review_count })
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
