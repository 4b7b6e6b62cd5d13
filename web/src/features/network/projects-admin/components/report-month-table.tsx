import {
  PROJECTS_REPORT_MONTH_FIGURES,
  type ProjectsReport,
  type ProjectsReportMonthFigure,
} from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { money } from './report-format.js'

const AMOUNTS = new Set<ProjectsReportMonthFigure>(['contracted_fees', 'success_fees_due'])

/** Every month figure, oldest month first, and the period's totals; it scrolls in its own frame. */
export function ReportMonthTable({ report }: { report: ProjectsReport }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const cell = (figure: ProjectsReportMonthFigure, value: number | string) =>
    AMOUNTS.has(figure) ? money(String(value), i18n.language) : String(value)
  return (
    <div
      className="projects-admin__table-wrap"
      tabIndex={0}
      role="region"
      aria-label={t('reports.monthTable')}
    >
      <table className="projects-admin__table">
        <caption>{t('reports.monthTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.month')}</th>
            {PROJECTS_REPORT_MONTH_FIGURES.map((figure) => (
              <th key={figure} scope="col" className="num">
                {t(`reports.months.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.month}</th>
              {PROJECTS_REPORT_MONTH_FIGURES.map((figure) => (
                <td key={figure} className="num">
                  {cell(figure, month[figure])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            {PROJECTS_REPORT_MONTH_FIGURES.map((figure) => (
              <td key={figure} className="num">
                {cell(figure, report.totals[figure])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
