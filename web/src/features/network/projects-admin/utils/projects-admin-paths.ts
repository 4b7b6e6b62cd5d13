import type { UserType } from '@iqs/protocol'
import { paths } from '../../../../lib/paths.js'

/** The projects admin area's addresses (spec §2 /admin-projects). */
export const projectsAdminPaths = {
  reports: `${paths.adminProjects}/reports`,
  sheets: `${paths.adminProjects}/project-sheet`,
  sheet: (projectId: number) => `${paths.adminProjects}/project-sheet/${projectId}`,
}

/**
 * A member's page in their own admin area (issue 18), by role: the routes' tree names them, so a
 * link is a path, never an import of another area. Null for a role without one.
 */
export function memberAdminPath(role: UserType, userId: number): string | null {
  switch (role) {
    case 'Client':
      return `${paths.adminClients}/reports/details/${userId}`
    case 'ExecPartner':
      return `${paths.adminExecPartners}/details/${userId}`
    case 'Consultant':
      return `${paths.adminConsultants}/details/${userId}`
    default:
      return null
  }
}
