import { dataEnvelope, deleteAccountRequestSchema, languageRequestSchema, meSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { rateLimitFor } from '../access-control/rate-limits.js'
import { requireUser } from '../access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { toAccountUser } from '../users/account-user.js'
import { verifyPassword } from '../users/password.js'
import { findUserById, updateUserLanguage } from '../users/users.repository.js'
import { parseInput } from '../../platform/validation/parse-input.js'

/** The signed-in user's own account: who am I, language, deletion. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user, whether two-factor sign-in is on, their language and an admin's groups",
        response: { 200: dataEnvelope(meSchema) },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, requireUser(request).id)
      if (!user) throw appError('UNAUTHENTICATED')
      return {
        data: {
          user: toAccountUser(user),
          totpActivated: await app.totp.isActivated(user.id),
          language: user.language,
          admin_permissions: [...requireUser(request).adminPermissions],
        },
      }
    },
  )

  app.put(
    '/api/me/language',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['accounts'],
        summary: 'Save the preferred language (en or fr)',
        body: languageRequestSchema,
        response: { 200: dataEnvelope(languageRequestSchema) },
      },
    },
    async (request) => {
      await updateUserLanguage(app.db, requireUser(request).id, request.body.language, app.clock.date())
      return { data: { language: request.body.language } }
    },
  )

  app.post(
    '/api/me/delete',
    {
      attachValidation: true,
      config: {
        access: 'signedIn',
        rateLimit: rateLimitFor(app.config.auth.rateLimits.login, { group: 'login' }),
      },
      schema: {
        tags: ['accounts'],
        summary: 'Delete my account: personal data erased, sessions ended',
        description:
          'Confirm with the password; an account without one (social sign-in only) confirms with its e-mail. The user row stays, anonymised, because trades and the event history name its id.',
        body: deleteAccountRequestSchema,
        response: { 200: dataEnvelope(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      const body = parseInput(deleteAccountRequestSchema, request.body)
      const user = await findUserById(app.db, requireUser(request).id)
      if (!user) throw appError('UNAUTHENTICATED')
      const confirmed = user.password_hash
        ? !!body.password && (await verifyPassword(user.password_hash, body.password))
        : !!body.email && body.email.toLowerCase() === user.email.toLowerCase()
      if (!confirmed) {
        throw appError(
          'PASSWORD_INCORRECT',
          user.password_hash ? undefined : 'Type your e-mail address to confirm',
        )
      }
      await app.eraseAccount(user.id)
      app.sessionCookies.clear(reply)
      request.log.info({ userId: user.id }, 'account deleted')
      return { data: { deleted: true as const } }
    },
  )
}
