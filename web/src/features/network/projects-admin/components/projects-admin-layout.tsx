import { useTranslation } from 'react-i18next'
import { AdminAreaLayout } from '../../../../components/admin/admin-area-layout.js'
import { projectsAdminPaths } from '../utils/projects-admin-paths.js'
import './projects-admin.css'

/**
 * The projects admin area (spec §2 /admin-projects): its two sections beside the page, for an admin
 * holding the `projects` group only (issue 18).
 */
export function ProjectsAdminLayout() {
  const { t } = useTranslation('network-projects-admin')
  return (
    <AdminAreaLayout
      permission="projects"
      label={t('menu.label')}
      sections={[
        { to: projectsAdminPaths.reports, label: t('menu.reports') },
        { to: projectsAdminPaths.sheets, label: t('menu.sheets') },
      ]}
    />
  )
}
