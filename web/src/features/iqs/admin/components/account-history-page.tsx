import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListState } from '../../../../components/ui/list-state.js'
import { useTradeHistory } from '../api/get-trade-history.js'
import { formatDateTime, formatDecimal, formatEur } from '../utils/format-decimal.js'
import { StatusBadge } from './status-badge.js'

/** Every trade (spec §3 "Account history (admin)": buyer, seller, traded, cleared, type, units, unit €, total). */
export function AccountHistoryPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const [market, setMarket] = useState<'' | 'IQS' | 'OST'>('')
  const history = useTradeHistory(market === '' ? undefined : market === 'IQS')
  const lang = i18n.language
  return (
    <section aria-labelledby="history-title">
      <header className="admin-page__header">
        <h2 id="history-title">{t('history.title')}</h2>
        <div className="field field--inline">
          <label htmlFor="history-market">{t('market.instrument')}</label>
          <select
            id="history-market"
            value={market}
            onChange={(e) => setMarket(e.target.value as typeof market)}
          >
            <option value="">{t('whiteList.all')}</option>
            <option value="IQS">IQS</option>
            <option value="OST">OST</option>
          </select>
        </div>
      </header>
      <ListState
        status={history.status}
        isEmpty={history.data?.length === 0}
        emptyText={t('history.empty')}
        errorText={t('history.loadError')}
      >
        <div className="table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th>{t('columns.buyer')}</th>
                <th>{t('columns.seller')}</th>
                <th>{t('columns.traded')}</th>
                <th>{t('columns.cleared')}</th>
                <th>{t('columns.type')}</th>
                <th className="num">{t('columns.units')}</th>
                <th className="num">{t('columns.unitEur')}</th>
                <th className="num">{t('columns.total')}</th>
                <th>{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data?.map((row) => (
                <tr key={row.tradeId}>
                  <td>{row.buyer}</td>
                  <td>{row.seller}</td>
                  <td>{formatDateTime(row.traded, lang)}</td>
                  <td>{row.cleared ? formatDateTime(row.cleared, lang) : '—'}</td>
                  <td>
                    {row.instrument} · {t(`tradeType.${row.type}`)}
                  </td>
                  <td className="num">{formatDecimal(row.units, lang)}</td>
                  <td className="num">{formatEur(row.unitPrice, lang)}</td>
                  <td className="num">{formatEur(row.total, lang)}</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListState>
    </section>
  )
}
