import { formatEur, REPORT_FIGURES, type PartnerReport } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'

const MONEY = new Set(['contracted_fees', 'success_fees_due'])

/** The period's totals as tiles, the first thing the page says. */
export function ReportTotals({ report }: { report: PartnerReport }) {
  const { t, i18n } = useTranslation('network-reports')
  return (
    <section aria-labelledby="report-totals-title">
      <h3 id="report-totals-title">{t('totals')}</h3>
      <dl className="report-totals">
        {REPORT_FIGURES.map((figure) => (
          <div key={figure} className="card report-totals__tile">
            <dt>{t(`figures.${figure}`)}</dt>
            <dd data-figure={figure}>
              {MONEY.has(figure)
                ? formatEur(String(report.totals[figure]), i18n.language)
                : String(report.totals[figure])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
