import { MEMBER_REPORT_STATES } from '@iqs/protocol'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminConsultantCriteria } from '../utils/admin-consultant-criteria.js'

const RATINGS = ['5', '4', '3', '2', '1'] as const

/** The admins' own criteria beside the owners' search: the membership state and the lowest rating. */
export function AdminConsultantFilters({
  criteria,
  onChange,
}: {
  criteria: AdminConsultantCriteria
  onChange: (patch: Pick<AdminConsultantCriteria, 'state' | 'min_rating'>) => void
}) {
  const { t } = useTranslation('network-member-reports')
  const id = useId()
  return (
    <div className="card member-filters" role="group" aria-label={t('search.adminFilters')}>
      <div className="member-filters__grid">
        <div className="field">
          <label htmlFor={`${id}-state`}>{t('search.state')}</label>
          <select
            id={`${id}-state`}
            value={criteria.state ?? ''}
            onChange={(event) =>
              onChange({ state: (event.target.value || undefined) as AdminConsultantCriteria['state'] })
            }
          >
            <option value="">{t('search.anyState')}</option>
            {MEMBER_REPORT_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-rating`}>{t('search.minRating')}</label>
          <select
            id={`${id}-rating`}
            value={criteria.min_rating ?? ''}
            onChange={(event) => onChange({ min_rating: event.target.value || undefined })}
          >
            <option value="">{t('search.anyRating')}</option>
            {RATINGS.map((rating) => (
              <option key={rating} value={rating}>
                {t('search.ratingAtLeast', { rating })}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  )
}
