import { dataEnvelope, partnerReportSchema, reportQuerySchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { sendFile, XLSX_TYPE } from '../../platform/files/send-file.js'
import { reportPeriod } from './report-period.js'
import { reportWorkbook } from './report-workbook.js'
import { partnerReport } from './reports.repository.js'

const tags = ['network reports']
const partners = { access: { roles: ['ExecPartner' as const] } }

/**
 * The executive partner's reports (spec §2 /my-projects/reports): their projects, applications,
 * contracts and fees month by month, as JSON for the page's chart and table, and as Excel.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/reports',
    {
      config: partners,
      schema: {
        tags,
        summary:
          'My projects, applications, contracts and fees by month (UTC), `from` to `to` (YYYY-MM, both ' +
          'included; by default the last 12 months)',
        querystring: reportQuerySchema,
        response: { 200: dataEnvelope(partnerReportSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request)
      const period = reportPeriod(request.query, app.clock.date())
      return { data: await partnerReport(app.db, user.id, period) }
    },
  )

  app.get(
    '/api/network/reports.xlsx',
    {
      config: partners,
      schema: {
        tags,
        summary: 'The same report as an Excel workbook, in my language, one row per month and the totals',
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const period = reportPeriod(request.query, app.clock.date())
      const report = await partnerReport(app.db, user.id, period)
      const reader = await app.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
      const file = await reportWorkbook(report, reader.language, app.clock.date())
      return sendFile(reply, {
        content: file,
        contentType: XLSX_TYPE,
        name: `report-${period.from}-${period.to}.xlsx`,
        caching: 'private',
      })
    },
  )
}
