import { useTranslation } from 'react-i18next'
import { AdminAreaLayout } from '../../../../components/admin/admin-area-layout.js'
import { AREA_PERMISSION, memberAdminPaths, type MemberAdminRole } from '../utils/member-admin-paths.js'

/**
 * A member admin area (spec §2 /admin-exec-partners, /admin-consultants, /admin-clients): its
 * sections beside the page, for an admin holding the area's group only.
 */
export function MemberAdminLayout({ role }: { role: MemberAdminRole }) {
  const { t } = useTranslation('network-member-admin')
  const sections = [
    { to: memberAdminPaths.reports(role), label: t('menu.reports') },
    { to: memberAdminPaths.pending(role), label: t('menu.pending') },
    ...(role === 'Consultant' ? [{ to: memberAdminPaths.search, label: t('menu.search') }] : []),
  ]
  return (
    <AdminAreaLayout permission={AREA_PERMISSION[role]} label={t(`menu.label.${role}`)} sections={sections} />
  )
}
