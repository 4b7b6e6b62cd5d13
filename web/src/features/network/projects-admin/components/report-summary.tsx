import type { ProjectsReport, ProjectsSummary } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatHours } from '../utils/format-hours.js'
import { money } from './report-format.js'

const COUNTS = [
  'projects',
  'applications',
  'projects_with_applicant',
  'contracts_signed',
  'contracts_completed',
] as const satisfies readonly (keyof ProjectsSummary)[]
const HOURS = [
  'mean_hours_to_first_applicant',
  'median_hours_to_first_applicant',
] as const satisfies readonly (keyof ProjectsSummary)[]
const AMOUNTS = [
  'base_fees',
  'contracted_base_fees',
  'day_rate_value',
  'success_fees_due',
] as const satisfies readonly (keyof ProjectsSummary)[]

/** The projects of the period in sum, as tiles: counts, times to a first applicant, fees. */
export function ReportSummary({ report }: { report: ProjectsReport }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const summary = report.summary
  const tile = (figure: keyof ProjectsSummary, value: string) => (
    <div key={figure} className="card">
      <dt>{t(`reports.figures.${figure}`)}</dt>
      <dd data-figure={figure}>{value}</dd>
    </div>
  )
  return (
    <section aria-labelledby="projects-report-totals">
      <h3 id="projects-report-totals">
        {t('reports.totals')}{' '}
        <span className="muted">({t('reports.period', { from: report.from, to: report.to })})</span>
      </h3>
      <dl className="projects-admin__tiles">
        {COUNTS.map((figure) => tile(figure, String(summary[figure])))}
        {HOURS.map((figure) => tile(figure, formatHours(summary[figure], t)))}
        {AMOUNTS.map((figure) => tile(figure, money(summary[figure], i18n.language)))}
      </dl>
    </section>
  )
}
