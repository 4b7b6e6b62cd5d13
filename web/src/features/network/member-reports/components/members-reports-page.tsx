import type { MemberReportRole } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { MonthBarChart } from '../../../../components/charts/month-bar-chart.js'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { useSearchCriteria } from '../../../../lib/use-search-criteria.js'
import { memberReportWorkbookUrl, useMemberReport } from '../api/get-member-report.js'
import { criteriaReader } from '../utils/member-report-criteria.js'
import { ExecPartnerCardsList } from './exec-partner-cards-list.js'
import { MemberReportFiltersForm } from './member-report-filters.js'
import { MembersTable } from './members-table.js'
import { StateCounts } from './state-counts.js'
import './member-reports.css'

const PAGE_SIZE = 20

/**
 * A member admin area's reports (spec §2 `reports` of /admin-exec-partners, /admin-consultants,
 * /admin-clients): the role's members with filters, counts by state (also the state filter), the
 * registrations and approvals by month, one page of the members (each opening their details), and
 * the Excel export of the same filters. Filters and page live in the address. The partners' area
 * lists their public cards too, to hide or show one.
 */
export function MembersReportsPage({ role }: { role: MemberReportRole }) {
  const { t } = useTranslation('network-member-reports')
  const { criteria, page, change, reset, goToPage, formKey } = useSearchCriteria(criteriaReader(role))
  const query = { role, ...criteria, page, page_size: PAGE_SIZE }
  const report = useMemberReport(query)
  const shown = report.data
  const months = shown?.trend.months ?? []
  return (
    <section className="member-reports" aria-labelledby="member-reports-title">
      <h2 id="member-reports-title">{t('reports.title', { role: t(`roles.${role}`) })}</h2>
      <p className="muted">{t('reports.intro')}</p>
      {/* Keyed on the address: going back shows that address's filters in the boxes. */}
      <MemberReportFiltersForm
        key={formKey}
        role={role}
        criteria={criteria}
        onApply={change}
        onReset={reset}
      />
      <div className="member-reports__toolbar">
        <StateCounts value={criteria.state} counts={shown?.counts} onChange={(state) => change({ state })} />
        <a className="button button--ghost" href={memberReportWorkbookUrl(query)} download>
          {t('reports.download')}
        </a>
      </div>
      <ListState
        status={report.status}
        isEmpty={false}
        emptyText={t('reports.empty')}
        errorText={t('reports.error')}
      >
        {shown && (
          <>
            <MonthBarChart
              title={t('reports.chart', { from: shown.trend.from, to: shown.trend.to })}
              months={months.map((month) => month.month)}
              series={[
                { label: t('reports.registrations'), values: months.map((month) => month.registrations) },
                { label: t('reports.approvals'), values: months.map((month) => month.approvals) },
              ]}
            />
            <p className="muted" role="status">
              {t('reports.total', { count: shown.total })}
            </p>
            {shown.members.items.length === 0 ? (
              <p className="list-state list-state--empty">{t('reports.empty')}</p>
            ) : (
              <MembersTable role={role} rows={shown.members.items} />
            )}
            <Pagination page={page} pageCount={shown.members.page_count} onPage={goToPage} />
          </>
        )}
      </ListState>
      {role === 'ExecPartner' && <ExecPartnerCardsList />}
    </section>
  )
}
