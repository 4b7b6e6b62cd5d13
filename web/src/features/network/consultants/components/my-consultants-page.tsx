import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ListState } from '../../../../components/ui/list-state.js'
import { useSession } from '../../../../lib/use-session.js'
import { formatMoment } from '../../projects/utils/format-moment.js'
import { useShortlist } from '../api/shortlist.js'
import { consultantPath, searchPath } from '../utils/consultant-paths.js'
import { ConsultantFacts } from './consultant-facts.js'
import { consultantName } from './consultant-name.js'
import { ConsultantPhoto } from './consultant-photo.js'
import './consultants.css'

/** my-consultants (spec §2, clients and executive partners): my shortlist with each card and my note. */
export function MyConsultantsPage() {
  const { t, i18n } = useTranslation('network-consultants')
  const { role } = useSession()
  const shortlist = useShortlist()
  return (
    <section className="consultants-page" aria-labelledby="my-consultants-title">
      <h2 id="my-consultants-title">{t('mine.title')}</h2>
      <p className="muted">{t('mine.intro')}</p>
      <ListState
        status={shortlist.status}
        isEmpty={shortlist.data?.items.length === 0}
        emptyText={t('mine.empty')}
        errorText={t('mine.error')}
      >
        <ul className="consultant-list" aria-label={t('mine.listLabel')}>
          {shortlist.data?.items.map(({ consultant, note, created_at }) => {
            const name = consultantName(consultant) ?? t('someone')
            return (
              <li key={consultant.user_id} className="consultant-card card">
                <ConsultantPhoto url={consultant.thumbnail_url} name={name} />
                <div className="consultant-card__body">
                  <p className="consultant-card__head">
                    <Link className="consultant-card__name" to={consultantPath(role, consultant.user_id)}>
                      {name}
                    </Link>
                    <span className="muted">
                      {t('mine.addedOn', { date: formatMoment(created_at, i18n.language) })}
                    </span>
                  </p>
                  <p className="muted">{consultant.title ?? t('card.noHeadline')}</p>
                  <ConsultantFacts card={consultant} />
                  {note && <p className="consultant-card__note">{note}</p>}
                </div>
              </li>
            )
          })}
        </ul>
      </ListState>
      <p>
        <Link className="button button--ghost" to={searchPath(role)}>
          {t('mine.find')}
        </Link>
      </p>
    </section>
  )
}
