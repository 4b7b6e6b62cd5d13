import { formatEur, formatQuantity } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDay } from '../../../../lib/format.js'
import { useMyDividends } from '../api/dividends.js'
import { dividendStatusText, myDividendStatus } from '../utils/dividend-status.js'

/**
 * /my-iqs-tokens/dividends (issue 19): every dividend declared (cancelled ones left out), with my
 * shares at its record date, what it pays me and where the payment stands.
 */
export function DividendsPage() {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const dividends = useMyDividends()
  const rows = dividends.data ?? []
  /** My shares at the record date, 'IQS + OST' (the kinds I held; '0' for none), or '—' before fixing. */
  const shares = (iqs: string | null, ost: string | null) => {
    if (iqs === null || ost === null) return '—'
    const held = [
      [iqs, 'IQS'],
      [ost, 'OST'],
    ].filter(([quantity]) => quantity !== '0')
    return held.length
      ? held.map(([quantity, kind]) => `${formatQuantity(quantity!, lng)} ${kind}`).join(' + ')
      : '0'
  }
  return (
    <section className="card iqs-dividends" aria-labelledby="dividends-title">
      <header className="card__head">
        <h2 id="dividends-title">{t('dividends.title')}</h2>
      </header>
      <p className="muted">{t('dividends.explanation')}</p>
      {dividends.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : dividends.isError ? (
        <p className="form-error" role="alert">
          {t('dividends.loadError')}
        </p>
      ) : rows.length === 0 ? (
        <p className="muted">{t('dividends.empty')}</p>
      ) : (
        <div className="table-scroll">
          <table className="grid-table grid-table--light" aria-label={t('dividends.title')}>
            <thead>
              <tr>
                <th scope="col">{t('dividends.columns.title')}</th>
                <th scope="col">{t('dividends.columns.recordDate')}</th>
                <th scope="col">{t('dividends.columns.paymentDate')}</th>
                <th scope="col" className="iqs-dividends__num">
                  {t('dividends.columns.shares')}
                </th>
                <th scope="col" className="iqs-dividends__num">
                  {t('dividends.columns.amount')}
                </th>
                <th scope="col">{t('dividends.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} data-status={myDividendStatus(d)}>
                  <td className="iqs-dividends__title">{d.title}</td>
                  <td className="iqs-dividends__date">{formatDay(d.recordDate, lng, 'medium')}</td>
                  <td className="iqs-dividends__date">{formatDay(d.paymentDate, lng, 'medium')}</td>
                  <td className="iqs-dividends__num">{shares(d.iqsShares, d.ostShares)}</td>
                  <td className="iqs-dividends__num">
                    {d.amountEur === null ? '—' : formatEur(d.amountEur, lng)}
                  </td>
                  <td className="iqs-dividends__status">{dividendStatusText(t, d, lng)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
