import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccountHistory } from '../api/account-history.js'
import { INSTRUMENTS, type Instrument } from '../../market/utils/instrument.js'
import { formatDecimal, formatQuantity } from '../../market/utils/money.js'
import { describeRow, rowStatus } from '../utils/history-wording.js'
import { MyDividendsCard } from './my-dividends-card.js'

/**
 * /my-iqs-tokens/account-history: every movement of my tokens (spec §3 "Transaction history row"),
 * newest first, each with the balance after it as the api sums it (the older row's balance moved by
 * this row's volume), worded in the reader's language; under it, my dividends when there are some.
 */
export function AccountHistoryPage() {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const [instrument, setInstrument] = useState<Instrument>('IQS')
  const history = useAccountHistory(instrument)
  const when = new Intl.DateTimeFormat(lng === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const rows = history.data ?? []
  return (
    <>
      <section className="card" aria-labelledby="history-title">
        <header className="card__head">
          <h2 id="history-title">{t('history.title')}</h2>
          <div className="segmented segmented--light" role="group" aria-label={t('ticker.market')}>
            {INSTRUMENTS.map((i) => (
              <button
                key={i}
                type="button"
                className="segmented__item"
                aria-pressed={i === instrument}
                onClick={() => setInstrument(i)}
              >
                {i}
              </button>
            ))}
          </div>
        </header>
        {history.isPending ? (
          <p className="muted">{t('loading')}</p>
        ) : rows.length === 0 ? (
          <p className="muted">{t('history.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="grid-table grid-table--light" aria-label={t('history.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('history.date')}</th>
                  <th scope="col">{t('history.description')}</th>
                  <th scope="col">{t('history.direction')}</th>
                  <th scope="col">{t('history.volume')}</th>
                  <th scope="col">{t('history.unitPrice')}</th>
                  <th scope="col">{t('history.value')}</th>
                  <th scope="col">{t('history.balance')}</th>
                  <th scope="col">{t('orders.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.reference}-${row.date}-${row.direction}`}>
                    <td>{when.format(new Date(row.date))}</td>
                    <td>{describeRow(t, row, lng)}</td>
                    <td
                      className={row.direction === 'CREDIT' ? 'up' : row.direction === 'DEBIT' ? 'down' : ''}
                    >
                      {t(`history.directions.${row.direction}`)}
                    </td>
                    <td>{formatQuantity(row.volume, lng)}</td>
                    <td>{row.unitPrice ? formatDecimal(row.unitPrice, lng) : '—'}</td>
                    <td>{row.value ? formatDecimal(row.value, lng) : '—'}</td>
                    <td>{formatQuantity(row.balance, lng)}</td>
                    <td>{rowStatus(t, row.status)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <MyDividendsCard />
    </>
  )
}
