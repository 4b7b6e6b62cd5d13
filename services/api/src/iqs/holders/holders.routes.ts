import {
  addShareholderRequestSchema,
  dataEnvelope,
  holdersQuerySchema,
  holdersRegisterSchema,
  registerReadSchema,
  type HoldersRegister,
} from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { requireUser } from '../../identity/access-control/require-user.js'
import { appError, defaultMessage } from '../../platform/errors.js'
import { refusalDetails, refusalOf } from '../markets/market-refusals.js'
import { holdersRegister } from './holders-register.js'
import { latestRegisterReads, recordRegisterRead } from './holders-register-reads.js'
import { holdersWorkbook } from './holders-workbook.js'
import { maskContacts } from './mask-contacts.js'
import { sendFile, XLSX_TYPE } from '../../platform/files/send-file.js'

const shareholderAddedSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  instrument: z.enum(['IQS', 'OST']),
  quantity: z.string(),
  reference: z.string(),
})

/**
 * The holders register (now or as of a past log position), its Excel extract, who read it, and
 * adding a shareholder. Auditors read the register for time travel with phones and e-mails masked;
 * only admins see the contacts and change the register. Every read is recorded.
 */
export const holdersRoutes: FastifyPluginAsyncZod = async (app) => {
  async function registerFor(
    request: FastifyRequest,
    at: number | undefined,
    format: 'json' | 'xlsx',
  ): Promise<HoldersRegister> {
    const reader = requireUser(request)
    const register = await holdersRegister(app.db, at)
    const contactsMasked = reader.role !== 'Admin'
    await recordRegisterRead(app.db, {
      reader,
      at: app.clock.date(),
      position: register.position,
      format,
      contactsMasked,
    })
    return contactsMasked ? maskContacts(register) : register
  }

  app.get(
    '/api/admin/iqs/holdings/reads',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['holders'],
        summary: 'Added: who read the holders register, newest first (?limit=, at most 500)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: dataEnvelope(z.array(registerReadSchema)) },
      },
    },
    async (request) => {
      const rows = await latestRegisterReads(app.db, request.query.limit)
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          userId: Number(row.user_id),
          email: row.email,
          role: row.role,
          readAt: new Date(row.read_at).toISOString(),
          position: Number(row.position),
          format: row.format,
          contactsMasked: row.contacts_masked,
        })),
      }
    },
  )

  app.get(
    '/api/admin/iqs/holdings',
    {
      config: { access: { roles: ['Admin', 'Auditor'], admin: 'tokens' } },
      schema: {
        tags: ['holders'],
        summary: 'The holders register, now or as of a past log position (?at=), rebuilt from the log',
        querystring: holdersQuerySchema,
        response: { 200: dataEnvelope(holdersRegisterSchema) },
      },
    },
    async (request) => ({ data: await registerFor(request, request.query.at, 'json') }),
  )

  app.get(
    '/api/admin/iqs/holdings.xlsx',
    {
      config: { access: { roles: ['Admin', 'Auditor'], admin: 'tokens' } },
      schema: {
        tags: ['holders'],
        summary: 'The holders register as an Excel file (same ?at= as the JSON register)',
        querystring: holdersQuerySchema,
      },
    },
    async (request, reply) => {
      const register = await registerFor(request, request.query.at, 'xlsx')
      const file = await holdersWorkbook(register, app.clock.date())
      return sendFile(reply, {
        content: file,
        contentType: XLSX_TYPE,
        name: `iqs-holders-${register.position}.xlsx`,
        caching: 'private',
      })
    },
  )

  app.post(
    '/api/admin/iqs/holdings/shareholders',
    {
      config: { access: { roles: ['Admin'], admin: 'tokens' } },
      schema: {
        tags: ['holders'],
        summary:
          'Add a shareholder: an existing account (by e-mail) gets an initial allocation from the treasury (AllocateTokens). 400 "Error validating shareholder" when the account is unknown or the treasury is short.',
        body: addShareholderRequestSchema,
        response: { 201: dataEnvelope(shareholderAddedSchema) },
      },
    },
    async (request, reply) => {
      const { email, quantity, isIQS } = request.body
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
      if (!user)
        throw appError('SHAREHOLDER_INVALID', 'Error validating shareholder: no account has this e-mail')
      const instrument = isIQS ? 'IQS' : 'OST'
      const reference = `shareholder-${randomUUID()}`
      const outcome = await app.markets.submit(instrument, reference, {
        type: 'AllocateTokens',
        traderId: String(user.id),
        quantity,
        reference,
      })
      const refusal = refusalOf(outcome.events)
      if (refusal) {
        // The engine's reason (INSUFFICIENT_TOKENS in the treasury...) travels in the details.
        const details = refusalDetails(instrument, refusal)
        const why = defaultMessage(refusal.reason, details)
        throw appError('SHAREHOLDER_INVALID', `Error validating shareholder: ${why}`, details)
      }
      reply.status(201)
      return {
        data: {
          userId: Number(user.id),
          email: user.email,
          instrument,
          quantity: String(quantity),
          reference,
        } as const,
      }
    },
  )
}
