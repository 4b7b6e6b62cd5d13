import { useTranslation } from 'react-i18next'
import { MemberReviewList } from '../../member-admin/components/member-review-list.js'
import { iqstemAdminKeys } from '../api/iqstem-admin-keys.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'

/** A decision also moves the area's reports and the member's IQStem record. */
const REFRESHES = [iqstemAdminKeys.all]

/**
 * pending (spec §2): the IQStem applicants who finished their onboarding, to approve, reject or ask
 * for more information. The list is every admin area's (`member-admin`, issue 18).
 */
export function PendingMembersPage() {
  const { t } = useTranslation('network-iqstem-admin')
  return (
    <section className="iqstem-admin__page" aria-labelledby="iqstem-pending-title">
      <h2 id="iqstem-pending-title">{t('pending.title')}</h2>
      <p className="muted">{t('pending.intro')}</p>
      <MemberReviewList role="IQStem" detailsPath={iqstemAdminPaths.details} refreshes={REFRESHES} />
    </section>
  )
}
