import { IQSTEM_REPORT_FIGURES, type IqstemReport } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatFigure } from './report-figures.js'

/** Every figure by month, oldest first, and the period's totals; it scrolls in its own frame. */
export function ReportMonthTable({ report }: { report: IqstemReport }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  return (
    <div className="iqstem-table-wrap" tabIndex={0} role="region" aria-label={t('reports.table')}>
      <table className="iqstem-table">
        <caption>{t('reports.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reports.month')}</th>
            {IQSTEM_REPORT_FIGURES.map((figure) => (
              <th key={figure} scope="col" className="num">
                {t(`reports.figures.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.month}</th>
              {IQSTEM_REPORT_FIGURES.map((figure) => (
                <td key={figure} className="num">
                  {formatFigure(figure, month[figure], i18n.language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('reports.total')}</th>
            {IQSTEM_REPORT_FIGURES.map((figure) => (
              <td key={figure} className="num">
                {formatFigure(figure, report.totals[figure], i18n.language)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
