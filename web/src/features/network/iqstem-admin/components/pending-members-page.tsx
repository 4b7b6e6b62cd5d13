import { useTranslation } from 'react-i18next'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import { MemberReviewList } from './member-review-list.js'

/** pending (spec §2): the IQStem applicants who finished their onboarding, to approve or reject. */
export function PendingMembersPage() {
  const { t } = useTranslation('network-iqstem-admin')
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-pending-title">
      <h2 id="iqstem-pending-title">{t('pending.title')}</h2>
      <p className="muted">{t('pending.intro')}</p>
      <MemberReviewList role="IQStem" detailsPath={iqstemAdminPaths.details} />
    </section>
  )
}
