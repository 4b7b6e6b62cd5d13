import {
  dataEnvelope,
  projectsReportExportQuerySchema,
  projectsReportQuerySchema,
  projectsReportSchema,
  type ProjectsReport,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { sendFile, XLSX_TYPE } from '../../platform/files/send-file.js'
import { reportPeriod } from '../reports/report-period.js'
import { projectsReport, type ReportFilters } from './projects-report.js'
import { projectsReportWorkbook } from './projects-report-workbook.js'

export const projectsAdminTags = ['projects admin']
/** Every route of the area: admins holding the `projects` group (issue 18). */
export const projectsAdmins = { access: { roles: ['Admin' as const], admin: 'projects' as const } }

const filtersOf = (query: {
  status?: ReportFilters['status']
  sector?: ReportFilters['sector']
  owner_id?: number
}) => ({
  status: query.status,
  sector: query.sector,
  ownerId: query.owner_id,
})

/**
 * The projects admin's report (/admin-projects/reports): the projects by state, sector and owner,
 * their applications, contracts, time to a first applicant and fees, month by month and project by
 * project, as JSON for the page's charts and tables, and as Excel with the same filters.
 */
export const projectsReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/projects/reports',
    {
      config: projectsAdmins,
      schema: {
        tags: projectsAdminTags,
        summary:
          'Projects by month (UTC), `from` to `to` (YYYY-MM, both included; by default the last 12 months), ' +
          'for a state, sector and owner: the month figures, the projects created in the period in sum, ' +
          'by state, sector and owner, and one page of them with their figures',
        querystring: projectsReportQuerySchema,
        response: { 200: dataEnvelope(projectsReportSchema) },
      },
    },
    async (request): Promise<{ data: ProjectsReport }> => {
      const query = request.query
      const period = reportPeriod(query, app.clock.date())
      const { rows, ...report } = await projectsReport(app.db, filtersOf(query), period)
      const first = (query.page - 1) * query.page_size
      return {
        data: {
          ...report,
          projects: {
            items: rows.slice(first, first + query.page_size),
            total: rows.length,
            page: query.page,
            page_size: query.page_size,
            page_count: Math.ceil(rows.length / query.page_size),
          },
        },
      }
    },
  )

  app.get(
    '/api/admin/projects/reports.xlsx',
    {
      config: projectsAdmins,
      schema: {
        tags: projectsAdminTags,
        summary:
          'The same report as an Excel workbook, in my language: every project of the filters, the months, ' +
          'the breakdowns',
        querystring: projectsReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const filters = filtersOf(request.query)
      const period = reportPeriod(request.query, app.clock.date())
      const report = await projectsReport(app.db, filters, period)
      const reader = await app.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow()
      const file = await projectsReportWorkbook(report, filters, reader.language, app.clock.date())
      return sendFile(reply, {
        content: file,
        contentType: XLSX_TYPE,
        name: `projects-report-${period.from}-${period.to}.xlsx`,
        caching: 'private',
      })
    },
  )
}
