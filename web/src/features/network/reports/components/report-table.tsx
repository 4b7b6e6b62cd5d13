import { formatEur, REPORT_FIGURES, type PartnerReport, type ReportFigures } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

const MONEY: readonly (keyof ReportFigures)[] = ['contracted_fees', 'success_fees_due']

/** The figures as a table: one row per month, oldest first, and the totals; fees exact, in euros. */
export function ReportTable({ report }: { report: PartnerReport }) {
  const { t, i18n } = useTranslation('network-reports')
  const cell = (figure: keyof ReportFigures, value: number | string) =>
    MONEY.includes(figure) ? formatEur(String(value), i18n.language) : String(value)
  return (
    <div className="report-table">
      <table>
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.month')}</th>
            {REPORT_FIGURES.map((figure) => (
              <th key={figure} scope="col">
                {t(`figures.${figure}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{month.month}</th>
              {REPORT_FIGURES.map((figure) => (
                <td key={figure}>{cell(figure, month[figure])}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('table.total')}</th>
            {REPORT_FIGURES.map((figure) => (
              <td key={figure}>{cell(figure, report.totals[figure])}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
