import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { newReviewPath } from '../../contracts/utils/contract-paths.js'
import { useMyReviews } from '../api/reviews-api.js'
import { ReviewCard } from './review-card.js'
import './reviews.css'

/** /my-projects/my-reviews (spec §2): the reviews I received and those I wrote. */
export function MyReviewsPage() {
  const { t } = useTranslation('network-reviews')
  const reviews = useMyReviews()
  const data = reviews.data
  return (
    <section className="my-projects-list" aria-labelledby="my-reviews-title">
      <div className="my-projects-list__head">
        <h2 id="my-reviews-title">{t('mine.title')}</h2>
        {data && data.awaiting.length > 0 && (
          <Link className="button" to={newReviewPath()}>
            {t('mine.awaiting', { count: data.awaiting.length })}
          </Link>
        )}
      </div>
      <ListState status={reviews.status} isEmpty={false} emptyText="" errorText={t('mine.error')}>
        <h3 id="received-title">{t('mine.received')}</h3>
        {data?.received.length === 0 && <p className="muted">{t('mine.noneReceived')}</p>}
        <ul className="review-list" aria-labelledby="received-title">
          {data?.received.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} side="received" />
            </li>
          ))}
        </ul>
        <h3 id="written-title">{t('mine.written')}</h3>
        {data?.written.length === 0 && <p className="muted">{t('mine.noneWritten')}</p>}
        <ul className="review-list" aria-labelledby="written-title">
          {data?.written.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} side="written" />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  )
}
