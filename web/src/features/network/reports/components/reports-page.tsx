import { monthSpan, MAX_REPORT_MONTHS, reportMonthSchema, type ReportQuery } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FieldError } from '../../../../components/ui/field-error.js'
import { reportWorkbookUrl, useReport } from '../api/get-report.js'
import { ReportChart } from './report-chart.js'
import { ReportTable } from './report-table.js'
import { ReportTotals } from './report-totals.js'
import './reports.css'

/** A month from the address, or undefined when absent or not a month (the api's default then). */
const monthParam = (params: URLSearchParams, key: 'from' | 'to') => {
  const parsed = reportMonthSchema.safeParse(params.get(key) ?? '')
  return parsed.success ? parsed.data : undefined
}

/**
 * reports (spec §2, executive partners): the period's totals, a chart of one figure by month, the
 * table of every figure, and the Excel export of the same period. The period is kept in the address;
 * without one, the last 12 months.
 */
export function ReportsPage() {
  const { t } = useTranslation('network-reports')
  const [params, setParams] = useSearchParams()
  const query: ReportQuery = { from: monthParam(params, 'from'), to: monthParam(params, 'to') }
  const report = useReport(query)
  const [from, setFrom] = useState(query.from ?? '')
  const [to, setTo] = useState(query.to ?? '')
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const span = from && to ? monthSpan(from, to) : 1
    if (span < 1 || span > MAX_REPORT_MONTHS) return setInvalid(true)
    setInvalid(false)
    const next = new URLSearchParams()
    if (from) next.set('from', from)
    if (to) next.set('to', to)
    setParams(next)
  }
  const shown = report.data
  return (
    <section className="reports-page" aria-labelledby="reports-title">
      <h2 id="reports-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <form className="card reports-period" aria-label={t('period.label')} onSubmit={submit}>
        <div className="field">
          <label htmlFor="report-from">{t('period.from')}</label>
          <input
            id="report-from"
            type="month"
            value={from || shown?.from || ''}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="report-to">{t('period.to')}</label>
          <input
            id="report-to"
            type="month"
            value={to || shown?.to || ''}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button type="submit" className="button">
          {t('period.apply')}
        </button>
        <a className="button button--ghost" href={reportWorkbookUrl(query)} download>
          {t('download')}
        </a>
        <FieldError message={invalid ? t('period.invalid') : null} />
      </form>
      {report.status === 'pending' && (
        <p className="list-state" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common:state.loading')}
        </p>
      )}
      {report.status === 'error' && (
        <p className="list-state list-state--error" role="alert">
          {t('error')}
        </p>
      )}
      {shown && (
        <>
          <ReportTotals report={shown} />
          <ReportChart report={shown} />
          <ReportTable report={shown} />
        </>
      )}
    </section>
  )
}
