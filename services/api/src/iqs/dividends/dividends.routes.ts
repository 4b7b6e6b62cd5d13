import {
  adminDividendDetailSchema,
  adminDividendSchema,
  dataEnvelope,
  declareDividendRequestSchema,
  markDividendPaymentsRequestSchema,
  memberDividendSchema,
  tokenSideIdParamSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { handleStreamCommand } from '../../platform/event-sourcing/stream-command-handler.js'
import { sendFile, XLSX_TYPE } from '../../platform/files/send-file.js'
import { readYourWrites } from '../../platform/projections/read-your-writes.js'
import { requireApprovedTrader } from '../share-owners/approved-trader.js'
import { dividendDecider, dividendStreamId, type DividendCommand } from './dividend-decider.js'
import { entitlementsAt } from './dividend-entitlements.js'
import {
  adminDividend,
  adminDividendDetail,
  adminDividends,
  canFix,
  dividendRow,
  memberDividends,
} from './dividend-views.js'
import { paymentRunWorkbook } from './payment-run-workbook.js'
import { recordDateEnd } from './record-date.js'

/** The entitlements of a fix the decider is bound to refuse (see the fix route). */
const NOTHING_READ = {
  recordPosition: 0,
  entitlements: [],
  totalShares: '0',
  declaredEur: '0.00',
  totalEur: '0.00',
}

const READERS = { roles: ['Admin', 'Auditor'], admin: 'tokens' } as const
const ADMIN = { roles: ['Admin'], admin: 'tokens' } as const

/**
 * Year-end dividends (issue 19): admins declare them, fix the entitlements once the record date is
 * over (from the holders register as of that day's end, frozen in the dividend's stream), download
 * the payment run and mark payments made; auditors read everything; each approved trader reads what
 * the dividends pay them.
 */
export const dividendsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Runs a command on a dividend's stream as the signed-in admin, then waits for the read models. */
  async function run(dividendId: string, userId: number, command: DividendCommand) {
    await handleStreamCommand(app.eventStore, dividendStreamId(dividendId), dividendDecider, command, {
      userId,
      time: command.at,
    })
    await readYourWrites(app)
  }

  app.get(
    '/api/admin/iqs/dividends',
    {
      config: { access: READERS },
      schema: {
        tags: ['dividends'],
        summary: 'Added: every dividend with its totals, newest first',
        response: { 200: dataEnvelope(z.array(adminDividendSchema)) },
      },
    },
    async () => ({ data: await adminDividends(app.db, app.clock.now()) }),
  )

  app.post(
    '/api/admin/iqs/dividends',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['dividends'],
        summary:
          'Added: declare a dividend (amount per share, record date, payment date). When the record date is already over, its entitlements are fixed at once.',
        body: declareDividendRequestSchema,
        response: { 201: dataEnvelope(adminDividendSchema) },
      },
    },
    async (request, reply) => {
      const admin = requireUser(request)
      const { title, amountPerShare, recordDate, paymentDate } = request.body
      const dividendId = randomUUID()
      const at = app.clock.date().toISOString()
      const over = app.clock.now() >= recordDateEnd(recordDate).getTime()
      const fix = over
        ? { ...(await entitlementsAt(app.db, recordDate, amountPerShare)), fixedBy: String(admin.id), at }
        : undefined
      await run(dividendId, admin.id, {
        type: 'DeclareDividend',
        dividendId,
        title,
        amountPerShare,
        recordDate,
        paymentDate,
        declaredBy: String(admin.id),
        at,
        ...(fix ? { fix } : {}),
      })
      reply.status(201)
      return { data: adminDividend(await dividendRow(app.db, dividendId), app.clock.now()) }
    },
  )

  app.get(
    '/api/admin/iqs/dividends/:id',
    {
      config: { access: READERS },
      schema: {
        tags: ['dividends'],
        summary: 'Added: a dividend and every holder’s line of its payment run (404 DIVIDEND_NOT_FOUND)',
        params: tokenSideIdParamSchema,
        response: { 200: dataEnvelope(adminDividendDetailSchema) },
      },
    },
    async (request) => ({ data: await adminDividendDetail(app.db, request.params.id, app.clock.now()) }),
  )

  app.get(
    '/api/admin/iqs/dividends/:id/payment-run.xlsx',
    {
      config: { access: READERS },
      schema: {
        tags: ['dividends'],
        summary: 'Added: the payment run as an Excel file (holders owed at least a cent, with a total row)',
        params: tokenSideIdParamSchema,
      },
    },
    async (request, reply) => {
      const dividend = await adminDividendDetail(app.db, request.params.id, app.clock.now())
      return sendFile(reply, {
        content: await paymentRunWorkbook(dividend, app.clock.date()),
        contentType: XLSX_TYPE,
        name: `dividend-payment-run-${dividend.recordDate}.xlsx`,
        caching: 'private',
      })
    },
  )

  app.post(
    '/api/admin/iqs/dividends/:id/fix',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['dividends'],
        summary:
          'Added: fix the entitlements from the holders register at the end of the record date; 409 DIVIDEND_REFUSED (RECORD_DATE_NOT_OVER, ALREADY_FIXED, CANCELLED)',
        params: tokenSideIdParamSchema,
        response: { 200: dataEnvelope(adminDividendDetailSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      const row = await dividendRow(app.db, id)
      const at = app.clock.date().toISOString()
      // The log is read only for a dividend the decider may fix: any other (fixed, cancelled, its
      // record date not over at `at`) it refuses whatever the entitlements, so none are read.
      const fixed = canFix(row, Date.parse(at))
        ? await entitlementsAt(app.db, row.record_date, String(row.amount_per_share))
        : NOTHING_READ
      await run(id, admin.id, { type: 'FixEntitlements', ...fixed, fixedBy: String(admin.id), at })
      return { data: await adminDividendDetail(app.db, id, app.clock.now()) }
    },
  )

  app.post(
    '/api/admin/iqs/dividends/:id/payments',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['dividends'],
        summary:
          'Added: mark payments made, for the holders named (every unpaid one when `userIds` is absent); 409 DIVIDEND_REFUSED (NOT_FIXED, NOT_ENTITLED, ALREADY_PAID, CANCELLED)',
        params: tokenSideIdParamSchema,
        body: markDividendPaymentsRequestSchema,
        response: { 200: dataEnvelope(adminDividendDetailSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      const { userIds, reference } = request.body
      await run(id, admin.id, {
        type: 'MarkPayments',
        ...(userIds ? { traderIds: userIds.map(String) } : {}),
        reference,
        markedBy: String(admin.id),
        at: app.clock.date().toISOString(),
      })
      return { data: await adminDividendDetail(app.db, id, app.clock.now()) }
    },
  )

  app.post(
    '/api/admin/iqs/dividends/:id/cancel',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['dividends'],
        summary:
          'Added: cancel a dividend before any payment; 409 DIVIDEND_REFUSED (HAS_PAYMENTS, CANCELLED)',
        params: tokenSideIdParamSchema,
        response: { 200: dataEnvelope(adminDividendSchema) },
      },
    },
    async (request) => {
      const admin = requireUser(request)
      const { id } = request.params
      await run(id, admin.id, {
        type: 'CancelDividend',
        cancelledBy: String(admin.id),
        at: app.clock.date().toISOString(),
      })
      return { data: adminDividend(await dividendRow(app.db, id), app.clock.now()) }
    },
  )

  app.get(
    '/api/iqs/dividends',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dividends'],
        summary: 'Added: the dividends and what each pays me (my shares at its record date, amount, payment)',
        response: { 200: dataEnvelope(z.array(memberDividendSchema)) },
      },
    },
    async (request) => {
      const me = await requireApprovedTrader(app.db, request)
      return { data: await memberDividends(app.db, String(me.id)) }
    },
  )
}
