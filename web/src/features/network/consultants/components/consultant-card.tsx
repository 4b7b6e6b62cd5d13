import type { ConsultantHit } from '@iqs/protocol'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../../../../lib/use-session.js'
import { consultantPath } from '../utils/consultant-paths.js'
import { ConsultantFacts } from './consultant-facts.js'
import { consultantName } from './consultant-name.js'
import { ConsultantPhoto } from './consultant-photo.js'

const CRITERIA = ['sector', 'practice', 'function', 'seniority', 'languages'] as const

/** One consultant found: photo, name (to their page), headline, facts, what matched, shortlisted. */
export function ConsultantCardItem({ card }: { card: ConsultantHit }) {
  const { t } = useTranslation('network-consultants')
  const { role } = useSession()
  const name = consultantName(card) ?? t('someone')
  const matched = CRITERIA.filter((criterion) => card.match[criterion]).map((c) => t(`card.criteria.${c}`))
  return (
    <li className="consultant-card card">
      <ConsultantPhoto url={card.thumbnail_url} name={name} />
      <div className="consultant-card__body">
        <p className="consultant-card__head">
          <Link className="consultant-card__name" to={consultantPath(role, card.user_id)}>
            {name}
          </Link>
          {card.shortlisted && <span className="badge">{t('card.shortlisted')}</span>}
        </p>
        <p className="muted">{card.title ?? t('card.noHeadline')}</p>
        <ConsultantFacts card={card} />
        {matched.length > 0 && (
          <p className="consultant-card__match">{t('card.matched', { criteria: matched.join(', ') })}</p>
        )}
      </div>
    </li>
  )
}
