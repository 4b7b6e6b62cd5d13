import type { MemberDetail } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'

/** The reviews written about the member after their contracts (hidden ones marked), and the rating. */
export function ReceivedReviews({ reviews }: { reviews: MemberDetail['reviews'] }) {
  const { t, i18n } = useTranslation('network-member-admin')
  return (
    <section className="card" aria-labelledby="member-reviews-title">
      <h3 id="member-reviews-title">{t('reviews.title')}</h3>
      <p>
        {reviews.average === null
          ? t('reviews.none')
          : t('reviews.rating', { rating: reviews.average, count: reviews.count })}
      </p>
      {reviews.items.length > 0 && (
        <ul className="member-history">
          {reviews.items.map((review) => (
            <li key={review.id}>
              <span>
                {t('reviews.line', {
                  rating: review.rating,
                  author: review.author_name ?? t('work.erased'),
                  date: formatDate(review.created_at, i18n.language),
                })}
                {review.state === 'hidden' && <span className="muted"> · {t('reviews.hidden')}</span>}
              </span>
              {review.comment && <p className="member-reason">{review.comment}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
