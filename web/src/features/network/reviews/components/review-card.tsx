import { REVIEW_CRITERIA, type Review } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../lib/format.js'

/** One review: who wrote it about whom (names and roles), the marks, the comment, the date. */
export function ReviewCard({ review, side }: { review: Review; side: 'written' | 'received' }) {
  const { t, i18n } = useTranslation('network-reviews')
  const person = side === 'written' ? review.subject : review.author
  return (
    <article
      className="card review-card"
      aria-label={t('card.label', { project: review.project.title ?? t('untitled') })}
    >
      <header className="review-card__head">
        <strong>{review.project.title ?? t('untitled')}</strong>
        <span className="review-card__rating" aria-label={t('card.rating', { rating: review.rating })}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </span>
      </header>
      <p className="muted">
        {t(side === 'written' ? 'card.about' : 'card.by', {
          name: person.name ?? t('erased'),
          role: t(`roles.${person.role}`, { defaultValue: person.role }),
        })}{' '}
        · {formatDate(review.created_at, i18n.language)}
        {review.state === 'hidden' && <> · {t('card.hidden')}</>}
      </p>
      <ul className="review-card__criteria">
        {REVIEW_CRITERIA.map((criterion) => (
          <li key={criterion}>
            {t(`criteria.${criterion}`)}: {review.criteria[criterion]}/5
          </li>
        ))}
      </ul>
      {review.comment ? (
        <p className="review-card__comment">{review.comment}</p>
      ) : (
        <p className="muted">{t('card.blanked')}</p>
      )}
    </article>
  )
}
