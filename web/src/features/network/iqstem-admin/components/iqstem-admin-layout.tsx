import { useTranslation } from 'react-i18next'
import { AdminAreaLayout } from '../../../../components/admin/admin-area-layout.js'
import { iqstemAdminPaths } from '../utils/iqstem-admin-paths.js'
import './iqstem-admin.css'

const SECTIONS = [
  ['reports', iqstemAdminPaths.reports],
  ['pending', iqstemAdminPaths.pending],
  ['leads', iqstemAdminPaths.leads],
  ['consultants', iqstemAdminPaths.consultants],
  ['commissions', iqstemAdminPaths.commissions],
] as const

/**
 * The IQStem admin area: its section menu beside the page (spec §2 /admin-iqstem), for admins
 * holding the `iqstem` group (issue 18).
 */
export function IqstemAdminLayout() {
  const { t } = useTranslation('network-iqstem-admin')
  return (
    <AdminAreaLayout
      permission="iqstem"
      label={t('menu.label')}
      sections={SECTIONS.map(([key, to]) => ({ to, label: t(`menu.${key}`) }))}
    />
  )
}
