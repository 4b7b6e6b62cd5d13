import {
  dataEnvelope,
  MEMBER_ADMIN_PERMISSION,
  memberReportFiltersSchema,
  memberReportQuerySchema,
  memberReportSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireAdminPermission } from '../../identity/access-control/admin-permission.js'
import { requireUser } from '../../identity/access-control/require-user.js'
import { sendFile, XLSX_TYPE } from '../../platform/files/send-file.js'
import { memberReportWorkbook } from './member-report-workbook.js'
import { allMemberRows, memberReport } from './member-report.repository.js'

export const memberReportsTags = ['network member admin']
/** Any admin passes the hook; the handler asks for the group of the role asked for. */
const byRole = { access: { roles: ['Admin' as const], admin: 'byRecord' as const } }

/**
 * The member admin areas' reports (`/admin-exec-partners/reports`, `/admin-consultants/reports`,
 * `/admin-clients/reports`): the members of a role with filters, counts by state, the trend by
 * month, as JSON for the page and as Excel with the same filters. The group is the role's
 * (MEMBER_ADMIN_PERMISSION): a consultants admin reads consultants, not clients.
 */
export const memberReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/network/member-reports',
    {
      config: byRole,
      schema: {
        tags: memberReportsTags,
        summary:
          'The members of a role the filters keep (name or e-mail, state, sector, practice, seniority, ' +
          'registration days): one page newest registered first, the count in each state (every filter ' +
          'but the state), and registrations and approvals by month (UTC) of the registration days or ' +
          'the last 12 months. 403 ADMIN_PERMISSION_MISSING without the role’s group',
        querystring: memberReportQuerySchema,
        response: { 200: dataEnvelope(memberReportSchema) },
      },
    },
    async (request) => {
      const { page, page_size, ...filters } = request.query
      requireAdminPermission(requireUser(request), MEMBER_ADMIN_PERMISSION[filters.role])
      return { data: await memberReport(app.db, filters, { page, pageSize: page_size }, app.clock.date()) }
    },
  )

  app.get(
    '/api/admin/network/member-reports.xlsx',
    {
      config: byRole,
      schema: {
        tags: memberReportsTags,
        summary:
          'The same report as an Excel workbook in my language: every member the filters keep, and a ' +
          'summary sheet (members by state, the trend by month)',
        querystring: memberReportFiltersSchema,
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const filters = request.query
      requireAdminPermission(admin, MEMBER_ADMIN_PERMISSION[filters.role])
      const now = app.clock.date()
      // The counts and the trend come with the report's first page, which is not needed here.
      const [report, members, reader] = await Promise.all([
        memberReport(app.db, filters, { page: 1, pageSize: 1 }, now),
        allMemberRows(app.db, filters),
        app.db.selectFrom('users').select('language').where('id', '=', admin.id).executeTakeFirstOrThrow(),
      ])
      const file = await memberReportWorkbook(
        { filters, members, counts: report.counts, trend: report.trend },
        reader.language,
        now,
      )
      return sendFile(reply, {
        content: file,
        contentType: XLSX_TYPE,
        name: `members-${filters.role.toLowerCase()}-${now.toISOString().slice(0, 10)}.xlsx`,
        caching: 'private',
      })
    },
  )
}
