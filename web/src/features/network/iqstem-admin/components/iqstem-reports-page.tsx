import { MAX_REPORT_MONTHS, monthSpan, reportMonthSchema, sumEur } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FieldError } from '../../../../components/ui/field-error.js'
import { iqstemReportWorkbookUrl, useIqstemReport, type IqstemReportQuery } from '../api/get-iqstem-report.js'
import { MonthBarChart } from '../../../../components/charts/month-bar-chart.js'
import { ReportMonthTable } from './report-month-table.js'
import { ReportSummary } from './report-summary.js'

/** A month from the address, or undefined when absent or not a month (the api's default then). */
const monthParam = (params: URLSearchParams, key: 'from' | 'to') => {
  const parsed = reportMonthSchema.safeParse(params.get(key) ?? '')
  return parsed.success ? parsed.data : undefined
}

/**
 * reports (spec §2): the period's totals, leads by state and the conversion rate, the leads and the
 * commissions month by month as charts, the table of every figure, and the Excel export of the same
 * period. The period is kept in the address; without one, the api's last 12 months.
 */
export function IqstemReportsPage() {
  const { t } = useTranslation('network-iqstem-admin')
  const [params, setParams] = useSearchParams()
  const query: IqstemReportQuery = { from: monthParam(params, 'from'), to: monthParam(params, 'to') }
  const report = useIqstemReport(query)
  const [from, setFrom] = useState(query.from ?? '')
  const [to, setTo] = useState(query.to ?? '')
  const [invalid, setInvalid] = useState(false)
  const shown = report.data
  // The boxes show the period answered until the admin types: a month typed in one box is checked
  // against the other box as shown.
  const first = from || shown?.from || ''
  const last = to || shown?.to || ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const span = first && last ? monthSpan(first, last) : 1
    if (span < 1 || span > MAX_REPORT_MONTHS) return setInvalid(true)
    setInvalid(false)
    const next = new URLSearchParams()
    if (first) next.set('from', first)
    if (last) next.set('to', last)
    setParams(next)
  }
  const months = shown?.months.map((row) => row.month) ?? []
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-reports-title">
      <h2 id="iqstem-reports-title">{t('reports.title')}</h2>
      <p className="muted">{t('reports.intro')}</p>
      <form className="card iqstem-toolbar" aria-label={t('reports.period')} onSubmit={submit}>
        <div className="field">
          <label htmlFor="iqstem-report-from">{t('reports.from')}</label>
          <input
            id="iqstem-report-from"
            type="month"
            value={first}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="iqstem-report-to">{t('reports.to')}</label>
          <input id="iqstem-report-to" type="month" value={last} onChange={(e) => setTo(e.target.value)} />
        </div>
        <button type="submit" className="button">
          {t('reports.apply')}
        </button>
        <a className="button button--ghost" href={iqstemReportWorkbookUrl(query)} download>
          {t('reports.download')}
        </a>
        <FieldError message={invalid ? t('reports.invalid') : null} />
      </form>
      {report.status === 'pending' && (
        <p className="list-state" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common:state.loading')}
        </p>
      )}
      {report.status === 'error' && (
        <p className="list-state list-state--error" role="alert">
          {t('reports.error')}
        </p>
      )}
      {shown && (
        <>
          <ReportSummary report={shown} />
          <div className="iqstem-grid">
            <MonthBarChart
              title={t('reports.leadsChart')}
              months={months}
              series={[
                {
                  label: t('reports.figures.leads_submitted'),
                  values: shown.months.map((m) => m.leads_submitted),
                },
                {
                  label: t('reports.figures.leads_converted'),
                  values: shown.months.map((m) => m.leads_converted),
                },
              ]}
            />
            <MonthBarChart
              title={t('reports.commissionsChart')}
              months={months}
              money
              series={[
                {
                  label: t('reports.figures.commissions_accrued_eur'),
                  values: shown.months.map((m) => m.commissions_accrued_eur),
                },
                {
                  label: t('reports.paidTotal'),
                  values: shown.months.map((m) =>
                    sumEur([m.commissions_paid_cash_eur, m.commissions_paid_token_value_eur]),
                  ),
                },
              ]}
            />
          </div>
          <ReportMonthTable report={shown} />
        </>
      )}
    </section>
  )
}
