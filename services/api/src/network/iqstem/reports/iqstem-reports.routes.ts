import { dataEnvelope, iqstemReportQuerySchema, iqstemReportSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../../identity/access-control/require-user.js'
import { sendFile, XLSX_TYPE } from '../../../platform/files/send-file.js'
import { reportPeriod } from '../../reports/report-period.js'
import { iqstemReportWorkbook } from './iqstem-report-workbook.js'
import { iqstemReport } from './iqstem-report.repository.js'

const tags = ['iqstem admin']
const admins = { access: { roles: ['Admin' as const], admin: 'iqstem' as const } }

/**
 * The admins' IQStem report (/admin-iqstem/reports): members, leads, referrals and commissions
 * month by month, the leads by state and the conversion rate, as JSON for the page's charts and
 * table, and as Excel.
 */
export const iqstemReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqstem/reports',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'IQStem by month (UTC), `from` to `to` (YYYY-MM, both included; by default the last 12 months): ' +
          'members approved, leads by step, referrals, commissions accrued and paid; the leads by state now ' +
          'and the conversion rate',
        querystring: iqstemReportQuerySchema,
        response: { 200: dataEnvelope(iqstemReportSchema) },
      },
    },
    async (request) => {
      const period = reportPeriod(request.query, app.clock.date())
      return { data: await iqstemReport(app.db, period) }
    },
  )

  app.get(
    '/api/admin/iqstem/reports.xlsx',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The same report as an Excel workbook, in my language',
        querystring: iqstemReportQuerySchema,
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const period = reportPeriod(request.query, app.clock.date())
      const report = await iqstemReport(app.db, period)
      const reader = await app.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', admin.id)
        .executeTakeFirstOrThrow()
      const file = await iqstemReportWorkbook(report, reader.language, app.clock.date())
      return sendFile(reply, {
        content: file,
        contentType: XLSX_TYPE,
        name: `iqstem-report-${period.from}-${period.to}.xlsx`,
        caching: 'private',
      })
    },
  )
}
