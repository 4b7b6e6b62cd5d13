import type { AdminConsultantHit } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ConsultantFacts } from '../../consultants/components/consultant-facts.js'
import { consultantName } from '../../consultants/components/consultant-name.js'
import { ConsultantPhoto } from '../../consultants/components/consultant-photo.js'
import { memberDetailsPath } from '../utils/member-admin-paths.js'
import { MemberStateBadge } from './member-state-badge.js'

const CRITERIA = ['sector', 'practice', 'function', 'seniority', 'languages'] as const

/**
 * One consultant the admins found: the owners' card (photo, name, headline, facts, what matched)
 * with the membership state, the e-mail and the rating; the name opens their details in the area.
 */
export function AdminConsultantItem({ hit }: { hit: AdminConsultantHit }) {
  const { t } = useTranslation(['network-member-reports', 'network-consultants'])
  const name = consultantName(hit) ?? hit.email
  const matched = CRITERIA.filter((criterion) => hit.match[criterion]).map((c) =>
    t(`network-consultants:card.criteria.${c}`),
  )
  return (
    <li className="consultant-card card">
      <ConsultantPhoto url={hit.thumbnail_url} name={name} />
      <div className="consultant-card__body">
        <p className="consultant-card__head">
          <Link className="consultant-card__name" to={memberDetailsPath('Consultant', hit.user_id)}>
            {name}
          </Link>
          <MemberStateBadge state={hit.state} />
        </p>
        <p className="admin-consultant__meta">
          <span className="member-table__email">{hit.email}</span>
          <span>
            {hit.rating
              ? t('search.rating', { rating: hit.rating, count: hit.review_count })
              : t('search.noRating')}
          </span>
        </p>
        <p className="muted">{hit.title ?? t('network-consultants:card.noHeadline')}</p>
        <ConsultantFacts card={{ ...hit, shortlisted: false }} />
        {matched.length > 0 && (
          <p className="consultant-card__match">
            {t('network-consultants:card.matched', { criteria: matched.join(', ') })}
          </p>
        )}
      </div>
    </li>
  )
}
