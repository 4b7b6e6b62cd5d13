import type { QueryKey } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { memberAdminPaths, type MemberAdminRole } from '../utils/member-admin-paths.js'
import { MemberReviewList } from './member-review-list.js'
import './member-admin.css'

/**
 * pending (spec §2): a member area's applicants who finished their onboarding, to approve, reject
 * or ask for more information; each links to everything they submitted.
 */
export function PendingMembersPage({
  role,
  refreshes,
}: {
  role: MemberAdminRole
  refreshes?: readonly QueryKey[]
}) {
  const { t } = useTranslation('network-member-admin')
  return (
    <section className="member-admin__page" aria-labelledby="member-pending-title">
      <h2 id="member-pending-title">{t(`pending.title.${role}`)}</h2>
      <p className="muted">{t(`pending.intro.${role}`)}</p>
      <MemberReviewList
        role={role}
        detailsPath={(userId) => memberAdminPaths.pendingDetails(role, userId)}
        {...(refreshes ? { refreshes } : {})}
      />
    </section>
  )
}
