import { useParams } from 'react-router'
import { ProjectSheetPage } from '../../features/network/projects-admin/components/project-sheet-page.js'
import { ProjectSheetsPage } from '../../features/network/projects-admin/components/project-sheets-page.js'
import { ProjectsAdminLayout } from '../../features/network/projects-admin/components/projects-admin-layout.js'
import { ProjectsReportsPage } from '../../features/network/projects-admin/components/projects-reports-page.js'

/**
 * The /admin-projects pages of issue 18 (the router loads them lazily). The layout is the area's
 * `AdminAreaLayout`, which refuses anyone but an admin holding the `projects` group, so no page below
 * it renders (nor calls the api) for them.
 */
export const ProjectsAdminLayoutRoute = ProjectsAdminLayout
export const ProjectsReportsRoute = () => <ProjectsReportsPage />
export const ProjectSheetsRoute = () => <ProjectSheetsPage />
export function ProjectSheetRoute() {
  const { projectId } = useParams()
  return <ProjectSheetPage key={projectId} projectId={Number(projectId)} />
}
