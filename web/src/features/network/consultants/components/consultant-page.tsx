import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../../../../lib/use-session.js'
import { QueryState } from '../../../../components/ui/query-state.js'
import { useProfile } from '../../profile/api/get-profile.js'
import { ProfileReviewsSection } from '../../reviews/components/profile-reviews.js'
import { useConsultant } from '../api/get-consultant.js'
import { searchPath } from '../utils/consultant-paths.js'
import { ConsultantFacts } from './consultant-facts.js'
import { consultantName } from './consultant-name.js'
import { ConsultantPhoto } from './consultant-photo.js'
import { ConsultantProfileSections } from './consultant-profile-sections.js'
import { InviteForm } from './invite-form.js'
import { ShortlistControls } from './shortlist-controls.js'
import './consultants.css'

/**
 * find-consultants/:userId and search-consultants/:userId (the spec names no page for another
 * member's profile; decided for issue 16): the consultant's profile as owners see it (never the
 * e-mail or phone), the shortlist and the invitation to apply.
 */
export function ConsultantPage({ userId }: { userId: number }) {
  const { t } = useTranslation('network-consultants')
  const { role } = useSession()
  const consultant = useConsultant(userId)
  // The reviews about them come with the profile every member reads (issue 16: shown on the profile).
  const reviewed = useProfile(userId)
  const back = { to: searchPath(role), labelKey: 'network-consultants:page.back' }
  if (!consultant.data)
    return (
      <QueryState
        query={consultant}
        notFoundKey="network-consultants:page.notFound"
        errorKey="network-consultants:page.error"
        back={back}
      />
    )
  const detail = consultant.data
  const name = consultantName(detail.card) ?? t('someone')
  return (
    <article className="consultant-page" aria-labelledby="consultant-name">
      <Link to={back.to}>{t('page.back')}</Link>
      <header className="consultant-page__head card">
        <ConsultantPhoto url={detail.profile.photo?.avatar_url ?? null} name={name} large />
        <div>
          <h2 id="consultant-name">{name}</h2>
          <p className="muted">{detail.card.title ?? t('card.noHeadline')}</p>
          <ConsultantFacts card={detail.card} />
        </div>
      </header>
      <div className="consultant-page__grid">
        <div className="consultant-page__sections">
          <ConsultantProfileSections detail={detail} />
          {reviewed.data && <ProfileReviewsSection reviews={reviewed.data.reviews} />}
        </div>
        <aside className="consultant-page__side">
          <section className="card">
            <ShortlistControls key={detail.shortlist?.updated_at ?? 'none'} detail={detail} name={name} />
          </section>
          <InviteForm detail={detail} />
        </aside>
      </div>
    </article>
  )
}
