import {
  formatDecimal,
  LEAD_STATES,
  sumEur,
  type IqstemReport,
  type IqstemReportFigures,
} from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatFigure } from './report-figures.js'

const TILES: readonly (keyof IqstemReportFigures)[] = [
  'members_approved',
  'leads_submitted',
  'leads_converted',
  'leads_contracted',
  'referrals_registered',
  'commissions_accrued_eur',
  'commissions_paid_tokens',
]

/**
 * The period's totals as tiles (the commissions paid are cash plus the tokens' value, exactly),
 * then the leads by state now and the conversion rate (converted or later over every lead not lost).
 */
export function ReportSummary({ report }: { report: IqstemReport }) {
  const { t, i18n } = useTranslation('network-iqstem-admin')
  const language = i18n.language
  const paid = sumEur([
    report.totals.commissions_paid_cash_eur,
    report.totals.commissions_paid_token_value_eur,
  ])
  return (
    <>
      <section aria-labelledby="iqstem-report-totals">
        <h3 id="iqstem-report-totals">{t('reports.totals')}</h3>
        <dl className="iqstem-tiles">
          {TILES.map((figure) => (
            <div key={figure} className="card">
              <dt>{t(`reports.figures.${figure}`)}</dt>
              <dd data-figure={figure}>{formatFigure(figure, report.totals[figure], language)}</dd>
            </div>
          ))}
          <div className="card">
            <dt>{t('reports.paidTotal')}</dt>
            <dd data-figure="paid_total">{formatFigure('commissions_paid_cash_eur', paid, language)}</dd>
          </div>
        </dl>
      </section>
      <section className="card" aria-labelledby="iqstem-report-states">
        <h3 id="iqstem-report-states">{t('reports.byState')}</h3>
        <dl className="iqstem-facts">
          {LEAD_STATES.map((state) => (
            <div key={state}>
              <dt>{t(`states.lead.${state}`)}</dt>
              <dd>{report.leads_by_state[state] ?? 0}</dd>
            </div>
          ))}
          <div>
            <dt>{t('reports.conversionRate')}</dt>
            <dd data-figure="conversion_rate">
              {report.conversion_rate_percent === null
                ? t('reports.noRate')
                : t('reports.percent', { value: formatDecimal(report.conversion_rate_percent, language) })}
            </dd>
          </div>
        </dl>
      </section>
    </>
  )
}
