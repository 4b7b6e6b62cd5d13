import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { holdingsWorkbookUrl, useHoldings } from '../api/get-holdings.js'
import { adminPaths } from '../admin-paths.js'
import { formatDecimal, formatEur } from '../utils/format-decimal.js'
import { RegisterReads } from './register-reads.js'

/** IQS holdings (spec §3 "Holders"): now or as of a past log position, with the Excel extract. */
export function HoldingsPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [draft, setDraft] = useState('')
  const [at, setAt] = useState<number | undefined>(undefined)
  const holdings = useHoldings(at)
  const lang = i18n.language
  const data = holdings.data

  return (
    <section aria-labelledby="holdings-title">
      <header className="admin-page__header">
        <h2 id="holdings-title">{t('holdings.title')}</h2>
        <div className="admin-actions">
          <a className="button" href={holdingsWorkbookUrl(at)} download>
            {t('holdings.download')}
          </a>
          <Link className="button button--secondary" to={adminPaths.addShareholder}>
            {t('holdings.addShareholder')}
          </Link>
        </div>
      </header>
      <form
        className="admin-filters"
        onSubmit={(e) => {
          e.preventDefault()
          const value = draft.trim()
          setAt(/^\d+$/.test(value) ? Number(value) : undefined)
        }}
      >
        <div className="field">
          <label htmlFor="holdings-at">{t('holdings.position')}</label>
          <input
            id="holdings-at"
            inputMode="numeric"
            placeholder={t('holdings.now')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <button className="button button--secondary" type="submit">
          {t('holdings.show')}
        </button>
        {at !== undefined && (
          <button
            className="button button--ghost"
            type="button"
            onClick={() => {
              setDraft('')
              setAt(undefined)
            }}
          >
            {t('holdings.backToNow')}
          </button>
        )}
      </form>
      <ListState
        status={holdings.status}
        isEmpty={data?.holders.length === 0}
        emptyText={t('holdings.empty')}
        errorText={t('holdings.loadError')}
      >
        {data && (
          <>
            <p className="muted" role="status">
              {t('holdings.asOf', {
                position: data.position,
                iqs: formatEur(data.iqsPrice, lang),
                ost: formatEur(data.ostPrice, lang),
              })}
            </p>
            <div className="table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th>{t('columns.owner')}</th>
                    <th>{t('columns.phone')}</th>
                    <th>{t('columns.email')}</th>
                    <th className="num">{t('columns.iqsShares')}</th>
                    <th className="num">{t('columns.ostShares')}</th>
                    <th className="num">{t('columns.invested')}</th>
                    <th className="num">{t('columns.marketValue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.holders.map((h) => (
                    <tr key={h.userId}>
                      <td>{h.owner}</td>
                      <td>{h.phone ?? '—'}</td>
                      <td>{h.email}</td>
                      <td className="num">{formatDecimal(h.iqsShares, lang)}</td>
                      <td className="num">{formatDecimal(h.ostShares, lang)}</td>
                      <td className="num">{formatEur(h.investedEur, lang)}</td>
                      <td className="num">{formatEur(h.marketValueEur, lang)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th colSpan={3}>{t('holdings.totals')}</th>
                    <td className="num">{formatDecimal(data.totals.iqsShares, lang)}</td>
                    <td className="num">{formatDecimal(data.totals.ostShares, lang)}</td>
                    <td className="num">{formatEur(data.totals.investedEur, lang)}</td>
                    <td className="num">{formatEur(data.totals.marketValueEur, lang)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </>
        )}
      </ListState>
      <RegisterReads />
    </section>
  )
}
