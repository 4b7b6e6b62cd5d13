import type { Review } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'

/** The reviews of the project's contracts, hidden ones too, with their state. */
export function SheetReviews({ reviews }: { reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation('network-projects-admin')
  const name = (person: Review['author']) => person.name ?? t('sheet.erased')
  return (
    <section className="projects-admin__section" aria-labelledby="sheet-reviews">
      <h3 id="sheet-reviews">{t('sheet.reviews')}</h3>
      {reviews.length === 0 ? (
        <p className="muted">{t('sheet.noReview')}</p>
      ) : (
        <ul className="projects-admin__reviews">
          {reviews.map((review) => (
            <li key={review.id} className="card">
              <p className="projects-admin__review-head">
                <strong>
                  {t('sheet.review', { author: name(review.author), subject: name(review.subject) })}
                </strong>{' '}
                <span className={`projects-admin__badge projects-admin__badge--${review.state}`}>
                  {t(`states.review.${review.state}`)}
                </span>{' '}
                <span className="muted">{formatDate(review.created_at, i18n.language)}</span>
              </p>
              <p>
                {t('sheet.rating', { rating: review.rating })}. {t('sheet.criteria', review.criteria)}
              </p>
              <p className="projects-admin__text">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
