import {
  addShareholderRequestSchema,
  dataEnvelope,
  holdersQuerySchema,
  holdersRegisterSchema,
} from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { appError } from '../errors.js'
import { holdersRegister } from './holders-register.js'
import { holdersWorkbook } from './holders-workbook.js'

const shareholderAddedSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  instrument: z.enum(['IQS', 'OST']),
  quantity: z.string(),
  reference: z.string(),
})

/** The holders register (now or as of a past log position), its Excel extract, and adding a shareholder. */
// Auditors read the register (now or as of a past position) for time travel; only admins change it.
export const holdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/iqs/holdings',
    {
      config: { access: { roles: ['Admin', 'Auditor'] } },
      schema: {
        tags: ['holders'],
        summary: 'The holders register, now or as of a past log position (?at=), rebuilt from the log',
        querystring: holdersQuerySchema,
        response: { 200: dataEnvelope(holdersRegisterSchema) },
      },
    },
    async (request) => ({ data: await holdersRegister(app.db, request.query.at) }),
  )

  app.get(
    '/api/admin/iqs/holdings.xlsx',
    {
      config: { access: { roles: ['Admin', 'Auditor'] } },
      schema: {
        tags: ['holders'],
        summary: 'The holders register as an Excel file (same ?at= as the JSON register)',
        querystring: holdersQuerySchema,
      },
    },
    async (request, reply) => {
      const register = await holdersRegister(app.db, request.query.at)
      const file = await holdersWorkbook(register, new Date())
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="iqs-holders-${register.position}.xlsx"`)
        .send(file)
    },
  )

  app.post(
    '/api/admin/iqs/holdings/shareholders',
    {
      config: { access: { roles: ['Admin'] } },
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
      const rejected = outcome.events.find((e) => e.type === 'CommandRejected')
      if (rejected && rejected.type === 'CommandRejected')
        throw appError('SHAREHOLDER_INVALID', `Error validating shareholder: ${rejected.message}`, {
          reason: rejected.reason,
        })
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
