import type { Reconciliation } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { ShortHash } from '../../../../components/ui/short-hash.js'
import { formatDecimal } from '../utils/format-decimal.js'

type InstrumentLine = Reconciliation['instruments'][number]

/**
 * One instrument's reconciliation: how many holders were compared, "no difference" or each holder
 * whose balances differ (who, wallet, exchange, chain, chain − exchange), and the treasury's balance
 * on chain against what it should hold.
 */
export function InstrumentReconciliation({ line }: { line: InstrumentLine }) {
  const { t, i18n } = useTranslation('iqs-admin')
  const amount = (value: number) => formatDecimal(String(value), i18n.language)
  const signed = (value: number) => (value > 0 ? `+${amount(value)}` : amount(value))
  const titleId = `chain-reconcile-${line.instrument}`
  const treasuryOk = line.treasury.chain === line.treasury.engine
  return (
    <section className="card chain-instrument" aria-labelledby={titleId}>
      <h4 id={titleId}>{line.instrument}</h4>
      <p>
        <span>{t('chain.reconcile.holders', { count: line.holders })}</span> ·{' '}
        {line.differences.length === 0 ? (
          <span className="status-badge status-badge--chain-mined">{t('chain.reconcile.noDifference')}</span>
        ) : (
          <span className="status-badge status-badge--chain-failed">
            {t('chain.reconcile.differences', { count: line.differences.length })}
          </span>
        )}
      </p>
      {line.differences.length > 0 && (
        <div className="table-wrap">
          <table
            className="admin-table admin-table--compact"
            aria-label={t('chain.reconcile.differencesOf', { instrument: line.instrument })}
          >
            <thead>
              <tr>
                <th>{t('chain.reconcile.columns.holder')}</th>
                <th>{t('chain.reconcile.columns.wallet')}</th>
                <th className="num">{t('chain.reconcile.columns.engine')}</th>
                <th className="num">{t('chain.reconcile.columns.chain')}</th>
                <th className="num">{t('chain.reconcile.columns.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {line.differences.map((difference) => (
                <tr key={difference.traderId}>
                  <td>{difference.name ?? difference.traderId}</td>
                  <td>
                    <ShortHash value={difference.address} />
                  </td>
                  <td className="num">{amount(difference.engine)}</td>
                  <td className="num">{difference.chain === null ? '—' : amount(difference.chain)}</td>
                  <td className="num chain-figure--bad">{signed(difference.difference)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p
        className={treasuryOk ? 'chain-instrument__treasury' : 'chain-instrument__treasury chain-figure--bad'}
      >
        {t('chain.reconcile.treasury', {
          chain: amount(line.treasury.chain),
          engine: amount(line.treasury.engine),
        })}
      </p>
    </section>
  )
}
