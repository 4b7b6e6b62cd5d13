import {
  adminProjectPageSchema,
  adminProjectsQuerySchema,
  dataEnvelope,
  projectSheetParamsSchema,
  projectSheetSchema,
  type AdminProjectPage,
  type ProjectSheet,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { searchProjects } from './admin-projects.repository.js'
import { readProjectSheet } from './project-sheet.js'
import { projectsAdmins, projectsAdminTags } from './projects-report.routes.js'

/**
 * The project sheets (/admin-projects/project-sheet): the projects to open one of, by title, owner
 * or number, and one project's whole sheet, printable.
 */
export const projectSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/projects',
    {
      config: projectsAdmins,
      schema: {
        tags: projectsAdminTags,
        summary: "Every project, newest first, found by part of its title or its owner's name, or its number",
        querystring: adminProjectsQuerySchema,
        response: { 200: dataEnvelope(adminProjectPageSchema) },
      },
    },
    async (request): Promise<{ data: AdminProjectPage }> => {
      const { query, status, page, page_size } = request.query
      return { data: await searchProjects(app.db, { query, status, page, pageSize: page_size }) }
    },
  )

  app.get(
    '/api/admin/projects/:projectId/sheet',
    {
      config: projectsAdmins,
      schema: {
        tags: projectsAdminTags,
        summary:
          "One project's sheet: its fields and owner, figures, applicants, contracts with KPIs and results, the " +
          'success fee, reviews, its history and the admins’ actions (404 PROJECT_NOT_FOUND for an unknown id)',
        params: projectSheetParamsSchema,
        response: { 200: dataEnvelope(projectSheetSchema) },
      },
    },
    async (request): Promise<{ data: ProjectSheet }> => ({
      data: await readProjectSheet(app.db, request.params.projectId),
    }),
  )
}
