import type { ProfileReviews } from '@iqs/protocol'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ReviewCard } from './review-card.js'
import './reviews.css'

/**
 * The published reviews about a member, on their profile (issue 16: "a review is shown on the
 * reviewed profile"): the average overall mark, then each review, newest first as the API sends them.
 */
export function ProfileReviewsSection({ reviews }: { reviews: ProfileReviews }) {
  const { t } = useTranslation('network-reviews')
  const titleId = useId()
  return (
    <section className="card profile-reviews" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('profile.title')}</h3>
      {reviews.average === null ? (
        <p className="muted">{t('profile.none')}</p>
      ) : (
        <>
          <p>
            {t(reviews.count === 1 ? 'profile.averageOne' : 'profile.average', {
              average: reviews.average,
              count: reviews.count,
            })}
          </p>
          <div className="profile-reviews__items">
            {reviews.items.map((review) => (
              <ReviewCard key={review.id} review={review} side="received" />
            ))}
          </div>
        </>
      )}
    </section>
  )
}
