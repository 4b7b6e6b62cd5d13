import { formatEur } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate, formatDay } from '../../../../lib/format.js'
import { paths } from '../../../../lib/paths.js'
import { useMyDividends } from '../api/dividends.js'
import { myDividendStatus } from '../utils/dividend-status.js'

/**
 * The account history's dividends card (issue 19): each dividend fixed with an amount for me, what
 * it pays and when it was or will be paid, and the way to the dividends page. Nothing while there
 * is none (nor while they load, nor if they cannot: the history above is the page).
 */
export function MyDividendsCard() {
  const { t, i18n } = useTranslation('iqs-member')
  const lng = i18n.language
  const dividends = useMyDividends()
  const mine = (dividends.data ?? []).filter((d) => {
    const status = myDividendStatus(d)
    return status === 'due' || status === 'paid'
  })
  if (mine.length === 0) return null
  return (
    <section className="card my-dividends" aria-labelledby="my-dividends-title">
      <h2 id="my-dividends-title">{t('dividends.card.title')}</h2>
      <ul className="my-dividends__list">
        {mine.map((d) => (
          <li key={d.id} className="my-dividends__item">
            <span>
              <strong>{d.title}</strong>{' '}
              <span className="muted">
                {d.paidAt
                  ? t('dividends.card.paid', { date: formatDate(d.paidAt, lng) })
                  : t('dividends.card.due', { date: formatDay(d.paymentDate, lng) })}
              </span>
            </span>
            <span className="my-dividends__amount">{formatEur(d.amountEur ?? '0', lng)}</span>
          </li>
        ))}
      </ul>
      <Link to={paths.myIqsDividends}>{t('dividends.card.link')}</Link>
    </section>
  )
}
