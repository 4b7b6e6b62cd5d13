import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { formatDay } from '../../../../lib/format.js'
import { useSession } from '../../../../lib/use-session.js'
import { useDividends } from '../api/get-dividends.js'
import { adminPaths } from '../admin-paths.js'
import { formatEur } from '../utils/format-decimal.js'
import { DeclareDividendForm } from './declare-dividend-form.js'
import { DividendStateBadge } from './dividend-state-badge.js'

/**
 * /iqs-tokens/dividends (issue 19): declare a year-end dividend, and every dividend declared, newest
 * first, with its totals once its entitlements are fixed; each opens its payment run. The auditor
 * reads the list only (no form): the api refuses it every change anyway.
 */
export function DividendsPage() {
  const { t, i18n } = useTranslation('iqs-admin')
  const { role } = useSession()
  const dividends = useDividends()
  const lang = i18n.language
  return (
    <section className="dividends-page" aria-labelledby="dividends-title">
      <header className="admin-page__header">
        <h2 id="dividends-title">{t('dividends.title')}</h2>
      </header>
      <p className="muted">{t('dividends.intro')}</p>
      {role === 'Admin' && (
        <div className="admin-narrow">
          <DeclareDividendForm />
        </div>
      )}
      <section className="admin-section" aria-labelledby="dividends-list-title">
        <h3 id="dividends-list-title">{t('dividends.list.title')}</h3>
        <ListState
          status={dividends.status}
          isEmpty={dividends.data?.length === 0}
          emptyText={t('dividends.list.empty')}
          errorText={t('dividends.list.loadError')}
        >
          <div className="table-wrap">
            <table className="admin-table" aria-label={t('dividends.list.title')}>
              <thead>
                <tr>
                  <th>{t('dividends.columns.title')}</th>
                  <th className="num">{t('dividends.columns.amountPerShare')}</th>
                  <th>{t('dividends.columns.recordDate')}</th>
                  <th>{t('dividends.columns.paymentDate')}</th>
                  <th>{t('dividends.columns.state')}</th>
                  <th className="num">{t('dividends.columns.holders')}</th>
                  <th className="num">{t('dividends.columns.total')}</th>
                  <th className="num">{t('dividends.columns.paid')}</th>
                </tr>
              </thead>
              <tbody>
                {dividends.data?.map((d) => {
                  const fixed = d.fixedAt !== null
                  return (
                    <tr key={d.id} data-dividend={d.id}>
                      <td className="dividend-title">
                        <Link to={adminPaths.dividendDetails(d.id)}>{d.title}</Link>
                      </td>
                      <td className="num">{formatEur(d.amountPerShare, lang)}</td>
                      <td className="nowrap">{formatDay(d.recordDate, lang, 'medium')}</td>
                      <td className="nowrap">{formatDay(d.paymentDate, lang, 'medium')}</td>
                      <td>
                        <DividendStateBadge state={d.state} />
                      </td>
                      <td className="num">{fixed ? d.holders : '—'}</td>
                      <td className="num">{formatEur(d.totalEur, lang)}</td>
                      <td className="num">{fixed ? formatEur(d.paidEur, lang) : '—'}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </ListState>
      </section>
    </section>
  )
}
