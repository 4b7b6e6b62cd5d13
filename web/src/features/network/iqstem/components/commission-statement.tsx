import { formatEur, formatQuantity, type CommissionStatement as Statement } from '@iqs/protocol'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FieldError } from '../../../../components/ui/field-error.js'
import { formatDate } from '../../../../lib/format.js'
import { statementWorkbookUrl, useStatement, type StatementPeriod } from '../api/get-statement.js'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A day from the address, or undefined when absent or not a day (the api's default then). */
const dayParam = (params: URLSearchParams, key: 'from' | 'to') => {
  const value = params.get(key) ?? ''
  return DAY.test(value) ? value : undefined
}

/**
 * The statement of a period (both days included; by default from 1 January to today): each
 * accrual and payment, oldest first, with the totals, and the same as an Excel file. The period
 * is kept in the address, so the page can be shared or reloaded as it is.
 */
export function CommissionStatement() {
  const { t } = useTranslation('network-iqstem')
  const [params, setParams] = useSearchParams()
  const period: StatementPeriod = { from: dayParam(params, 'from'), to: dayParam(params, 'to') }
  const statement = useStatement(period)
  const shown = statement.data
  // What the reader typed; until then (null) each box shows the period the api answered for.
  const [typedFrom, setFrom] = useState<string | null>(period.from ?? null)
  const [typedTo, setTo] = useState<string | null>(period.to ?? null)
  const from = typedFrom ?? shown?.from ?? ''
  const to = typedTo ?? shown?.to ?? ''
  const [invalid, setInvalid] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Days as YYYY-MM-DD compare as text.
    if (from && to && from > to) return setInvalid(true)
    setInvalid(false)
    const next = new URLSearchParams()
    if (from) next.set('from', from)
    if (to) next.set('to', to)
    setParams(next, { replace: true })
  }
  return (
    <section className="iqstem-section" aria-labelledby="statement-title">
      <h3 id="statement-title">{t('statement.title')}</h3>
      <form className="card iqstem-period" aria-label={t('statement.period')} onSubmit={submit}>
        <div className="field">
          <label htmlFor="statement-from">{t('statement.from')}</label>
          <input
            id="statement-from"
            type="date"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="statement-to">{t('statement.to')}</label>
          <input id="statement-to" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </div>
        <button type="submit" className="button">
          {t('statement.apply')}
        </button>
        <a className="button button--ghost" href={statementWorkbookUrl(period)} download>
          {t('statement.download')}
        </a>
        <FieldError message={invalid ? t('statement.invalid') : null} />
      </form>
      {statement.status === 'pending' && (
        <p className="list-state" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('common:state.loading')}
        </p>
      )}
      {statement.status === 'error' && (
        <p className="list-state list-state--error" role="alert">
          {t('statement.error')}
        </p>
      )}
      {shown && <StatementTable statement={shown} />}
    </section>
  )
}

function StatementTable({ statement }: { statement: Statement }) {
  const { t, i18n } = useTranslation('network-iqstem')
  const language = i18n.language
  const eur = (value: string) => formatEur(value, language)
  const caption = t('statement.caption', {
    from: formatDate(statement.from, language),
    to: formatDate(statement.to, language),
  })
  if (statement.lines.length === 0)
    return (
      <p className="list-state list-state--empty" role="status">
        {t('statement.empty', {
          from: formatDate(statement.from, language),
          to: formatDate(statement.to, language),
        })}
      </p>
    )
  return (
    <div className="iqstem-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statement.date')}</th>
            <th scope="col">{t('statement.movement')}</th>
            <th scope="col">{t('statement.accrued')}</th>
            <th scope="col">{t('statement.paidCash')}</th>
            <th scope="col">{t('statement.paidTokens')}</th>
            <th scope="col">{t('statement.tokenValue')}</th>
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line, index) => (
            <tr key={`${line.commission_id}-${line.at}-${index}`}>
              <td>{formatDate(line.at, language)}</td>
              <th scope="row">
                {t(`statement.kind.${line.kind}`)}
                <span className="iqstem-table__programme muted">{line.label}</span>
              </th>
              <td>{eur(line.accrued_eur)}</td>
              <td>{eur(line.paid_cash_eur)}</td>
              <td>{formatQuantity(line.paid_tokens, language)}</td>
              <td>{eur(line.paid_token_value_eur)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            <th scope="row">{t('statement.total')}</th>
            <td>{eur(statement.totals.accrued_eur)}</td>
            <td>{eur(statement.totals.paid_cash_eur)}</td>
            <td>{formatQuantity(statement.totals.paid_tokens, language)}</td>
            <td>{eur(statement.totals.paid_token_value_eur)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
