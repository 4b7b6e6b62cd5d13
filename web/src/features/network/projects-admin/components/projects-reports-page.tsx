import type { ProjectsReport } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { MonthBarChart } from '../../../../components/charts/month-bar-chart.js'
import { ListState } from '../../../../components/ui/list-state.js'
import { Pagination } from '../../../../components/ui/pagination.js'
import { useProjectsReport } from '../api/get-projects-report.js'
import { reportParamsOf, reportQueryOf } from '../utils/report-query.js'
import { ReportBreakdowns } from './report-breakdowns.js'
import { ReportFilters } from './report-filters.js'
import { ReportMonthTable } from './report-month-table.js'
import { ReportProjectsTable } from './report-projects-table.js'
import { ReportSummary } from './report-summary.js'

/** The three charts of the report: the projects, the activity on them, and their fees, by month. */
function ReportCharts({ report }: { report: ProjectsReport }) {
  const { t } = useTranslation('network-projects-admin')
  const months = report.months.map((row) => row.month)
  const series = (figure: keyof ProjectsReport['months'][number] & keyof ProjectsReport['totals']) => ({
    label: t(`reports.months.${figure}`),
    values: report.months.map((row) => row[figure]),
  })
  return (
    <div className="projects-admin__grid">
      <MonthBarChart
        title={t('reports.projectsChart')}
        months={months}
        series={[series('projects_created'), series('projects_published')]}
      />
      <MonthBarChart
        title={t('reports.activityChart')}
        months={months}
        series={[series('applications_received'), series('contracts_signed')]}
      />
      <MonthBarChart
        title={t('reports.feesChart')}
        months={months}
        money
        series={[series('contracted_fees'), series('success_fees_due')]}
      />
    </div>
  )
}

/**
 * reports (spec §2 /admin-projects/reports): the filters (period, state, sector, owner) kept in the
 * address, the projects of the period in sum, the month charts and table, the breakdowns by state,
 * sector and owner, the projects table with a link to each sheet, and the Excel export.
 */
export function ProjectsReportsPage() {
  const { t } = useTranslation('network-projects-admin')
  const [params, setParams] = useSearchParams()
  const query = reportQueryOf(params)
  const report = useProjectsReport(query)
  const shown = report.data
  return (
    <section className="projects-admin__page" aria-labelledby="projects-reports-title">
      <h2 id="projects-reports-title">{t('reports.title')}</h2>
      <p className="muted">{t('reports.intro')}</p>
      {shown ? (
        <ReportFilters
          // A new address (or a new answer for it) starts the form again from what it shows.
          key={`${params.toString()}|${shown.from}|${shown.to}`}
          query={query}
          period={shown}
          owners={shown.owners}
          onApply={(filters) => setParams(reportParamsOf(filters))}
          onClear={() => setParams(new URLSearchParams())}
        />
      ) : (
        <ListState status={report.status} isEmpty={false} emptyText="" errorText={t('reports.error')}>
          {null}
        </ListState>
      )}
      {shown && (
        <>
          {report.status === 'error' && (
            <p className="list-state list-state--error" role="alert">
              {t('reports.error')}
            </p>
          )}
          <ReportSummary report={shown} />
          <ReportCharts report={shown} />
          <ReportBreakdowns report={shown} />
          <ReportMonthTable report={shown} />
          {shown.projects.total === 0 ? (
            <p className="card muted" role="status">
              {t('reports.empty')}
            </p>
          ) : (
            <>
              <ReportProjectsTable projects={shown.projects.items} />
              <Pagination
                page={shown.projects.page}
                pageCount={shown.projects.page_count}
                onPage={(page) => setParams(reportParamsOf({ ...query, page }))}
              />
            </>
          )}
        </>
      )}
    </section>
  )
}
