import type { Leader } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { apiUrl } from '../../../../lib/api-client.js'

/**
 * An executive partner card: expertise, degree, rating, availability, CV (spec §3), made by the api
 * of the partner's network profile. Ratings come with reviews; until then the card says so.
 */
export function LeaderCard({ leader }: { leader: Leader }) {
  const { t } = useTranslation(['leaders', 'common'])
  const rating = leader.rating === null ? null : Number(leader.rating)
  return (
    <li className="card leader-card">
      <div className="leader-card__head">
        {leader.photo_url ? (
          <img className="leader-card__photo" src={apiUrl(leader.photo_url)} alt="" width="64" height="64" />
        ) : null}
        <div>
          <h3 className="leader-card__name">{leader.full_name}</h3>
          <p className="leader-card__headline muted">{leader.headline}</p>
        </div>
      </div>
      <dl className="leader-card__facts">
        <div>
          <dt>{t('card.sector')}</dt>
          <dd>{t(`common:sectors.${leader.sector}`)}</dd>
        </div>
        <div>
          <dt>{t('card.practice')}</dt>
          <dd>{t(`common:practices.${leader.practice}`)}</dd>
        </div>
        <div>
          <dt>{t('card.function')}</dt>
          <dd>{t(`common:functions.${leader.function}`)}</dd>
        </div>
        <div>
          <dt>{t('card.expertise')}</dt>
          <dd>{leader.expertise || t('card.notGiven')}</dd>
        </div>
        <div>
          <dt>{t('card.degree')}</dt>
          <dd>{leader.degree || t('card.notGiven')}</dd>
        </div>
      </dl>
      <div className="leader-card__footer">
        {rating === null ? (
          <span className="leader-card__unrated">{t('card.notRated')}</span>
        ) : (
          <span className="leader-card__rating" aria-label={t('card.ratingLabel', { rating: leader.rating })}>
            <span aria-hidden="true">{'★'.repeat(Math.round(rating))}</span> {leader.rating}
          </span>
        )}
        <span className={`availability availability--${leader.availability}`}>
          {t(`availability.${leader.availability}`)}
        </span>
        {leader.cv_url && (
          <a className="leader-card__cv" href={apiUrl(leader.cv_url)} target="_blank" rel="noopener">
            {t('card.cv')}
          </a>
        )}
      </div>
    </li>
  )
}
