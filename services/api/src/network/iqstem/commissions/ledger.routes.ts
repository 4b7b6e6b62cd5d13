import {
  commissionLedgerSchema,
  commissionStatementSchema,
  dataEnvelope,
  statementQuerySchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../../identity/access-control/require-user.js'
import { sendFile, XLSX_TYPE } from '../../../platform/files/send-file.js'
import { readLedger } from './read-ledger.js'
import { commissionStatement, statementPeriod } from './statement.js'
import { statementWorkbook } from './statement-workbook.js'

const tags = ['iqstem']
/**
 * Who has a ledger: the roles that bring leads and sponsor consultants. Reading it needs no
 * approval (a member whose approval is pending, or was withdrawn, still sees what they earned).
 */
const members = { access: { roles: ['IQStem' as const, 'Consultant' as const, 'ExecPartner' as const] } }

/** A member's own commissions: the ledger, and the statement of a period as JSON and Excel. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/network/iqstem/commissions',
    {
      config: members,
      schema: {
        tags,
        summary:
          'My commission ledger: my commissions, newest first, each with its payments (euros and IQS tokens), ' +
          'the totals, and the IQS tokens I hold now',
        response: { 200: dataEnvelope(commissionLedgerSchema) },
      },
    },
    async (request) => ({ data: await readLedger(app, requireUser(request).id) }),
  )

  app.get(
    '/api/network/iqstem/statement',
    {
      config: members,
      schema: {
        tags,
        summary:
          'My commission statement from `from` to `to` (UTC days, both included; by default this year to today): ' +
          'accruals and payments, oldest first, with totals',
        querystring: statementQuerySchema,
        response: { 200: dataEnvelope(commissionStatementSchema) },
      },
    },
    async (request) => {
      const period = statementPeriod(request.query, app.clock.date())
      return { data: await commissionStatement(app.db, requireUser(request).id, period) }
    },
  )

  app.get(
    '/api/network/iqstem/statement.xlsx',
    {
      config: members,
      schema: {
        tags,
        summary: 'The same statement as an Excel workbook, in my language',
        querystring: statementQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      const period = statementPeriod(request.query, app.clock.date())
      const statement = await commissionStatement(app.db, user.id, period)
      const reader = await app.db
        .selectFrom('users')
        .select('language')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
      const file = await statementWorkbook(statement, reader.language, app.clock.date())
      return sendFile(reply, {
        content: file,
        contentType: XLSX_TYPE,
        name: `iqstem-statement-${period.from}-${period.to}.xlsx`,
        caching: 'private',
      })
    },
  )
}
