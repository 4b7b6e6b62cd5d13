import type { FastifyPluginAsync } from 'fastify'
import { projectSheetRoutes } from './project-sheet.routes.js'
import { projectsReportRoutes } from './projects-report.routes.js'

/**
 * The projects admin (issue 18, spec §2 /admin-projects): the report and one project's sheet, for
 * admins holding the `projects` group. Read only, over the network's tables: no table of its own.
 */
export const projectsAdminPlugin: FastifyPluginAsync = async (app) => {
  await app.register(projectsReportRoutes)
  await app.register(projectSheetRoutes)
}
