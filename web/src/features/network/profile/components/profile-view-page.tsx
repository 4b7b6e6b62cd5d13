import { useTranslation } from 'react-i18next'
import { useSession } from '../../../../lib/use-session.js'
import { useProfile } from '../api/get-profile.js'
import { ProfileReviewsSection } from '../../reviews/components/profile-reviews.js'
import { ProfileCard } from './profile-card.js'

/**
 * view-profile: my profile exactly as other members see it, read from the same address they read
 * (`/api/network/profiles/:id`), so what the owner checks is what others get, reviews included.
 */
export function ProfileViewPage() {
  const { t } = useTranslation('network-profile')
  const { user } = useSession()
  const query = useProfile(user?.userId ?? 0)
  if (query.isPending)
    return (
      <p className="list-state list-state--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {t('state.loading')}
      </p>
    )
  if (query.isError)
    return (
      <p className="list-state list-state--error" role="alert">
        {t('state.error')}
      </p>
    )
  return (
    <>
      <p className="muted">{t('view.intro')}</p>
      <ProfileCard profile={query.data} />
      <ProfileReviewsSection reviews={query.data.reviews} />
    </>
  )
}
