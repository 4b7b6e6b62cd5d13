import { dataEnvelope, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { rateLimitFor } from '../access-control/rate-limits.js'
import { appError } from '../../platform/errors.js'
import { hashOpaqueToken, newOpaqueToken } from '../sessions/opaque-token.js'
import { hashPassword } from '../users/password.js'
import { findUserByEmail, updateUserPassword } from '../users/users.repository.js'
import type { Mailer } from '../../platform/mail/mailer.js'
import { parseInput } from '../../platform/validation/parse-input.js'
import { passwordResetMail } from './password-reset-mail.js'
import { assertStrongPassword } from './password-strength.js'

/** How long a reset link works. */
const RESET_TOKEN_TTL_MS = 60 * 60_000

/**
 * Forgot password: an e-mailed, single-use, expiring link (its token stored
 * hashed), then a new password. The first call answers the same whether
 * the account exists or not, so it tells nobody which e-mails have accounts.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
  const limit = rateLimitFor(app.config.auth.rateLimits.passwordReset, { group: 'password-reset' })

  app.post(
    '/api/password/forgot',
    {
      attachValidation: true,
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password reset link (always 200)',
        body: forgotPasswordRequestSchema,
        response: { 200: dataEnvelope(z.object({ sent: z.literal(true) })) },
      },
    },
    async (request) => {
      const body = parseInput(forgotPasswordRequestSchema, request.body)
      const user = await findUserByEmail(app.db, body.email)
      if (user) {
        const token = newOpaqueToken()
        const now = app.clock.now()
        await app.db.transaction().execute(async (trx) => {
          // Only the newest link works.
          await trx
            .updateTable('password_reset_tokens')
            .set({ used_at: new Date(now) })
            .where('user_id', '=', user.id)
            .where('used_at', 'is', null)
            .execute()
          await trx
            .insertInto('password_reset_tokens')
            .values({
              user_id: user.id,
              token_hash: hashOpaqueToken(token),
              expires_at: new Date(now + RESET_TOKEN_TTL_MS),
              used_at: null,
            })
            .execute()
        })
        const link = `${app.config.auth.appOrigin}/my-account/reset-password?token=${encodeURIComponent(token)}`
        try {
          await mailer.send(passwordResetMail(user, link))
        } catch (error) {
          // Same answer either way: a mail failure must not reveal that the account exists.
          request.log.error({ err: error }, 'password reset e-mail failed')
        }
      }
      return { data: { sent: true as const } }
    },
  )

  app.post(
    '/api/password/reset',
    {
      attachValidation: true,
      config: { access: 'public', rateLimit: limit },
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the e-mailed token; every session of the account ends',
        description:
          'A password easy to guess: 400 PASSWORD_TOO_WEAK (details as zxcvbn-ts keys), the link still usable. The new password also ends a sign-in back-off (ACCOUNT_THROTTLED).',
        body: resetPasswordRequestSchema,
        response: { 200: dataEnvelope(z.object({ reset: z.literal(true) })) },
      },
    },
    async (request) => {
      const body = parseInput(resetPasswordRequestSchema, request.body)
      const tokenHash = hashOpaqueToken(body.token)
      const now = app.clock.date()
      // Whose link it is, for the strength check's context; a weak password leaves the link unspent.
      const owner = await app.db
        .selectFrom('password_reset_tokens')
        .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
        .select(['users.email', 'users.first_name', 'users.last_name'])
        .where('password_reset_tokens.token_hash', '=', tokenHash)
        .where('password_reset_tokens.used_at', 'is', null)
        .where('password_reset_tokens.expires_at', '>', now)
        .executeTakeFirst()
      if (!owner) throw appError('RESET_TOKEN_INVALID')
      await assertStrongPassword(body.password, [owner.email, owner.first_name, owner.last_name])
      const passwordHash = await hashPassword(body.password)
      const userId = await app.db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: app.clock.date() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', app.clock.date())
          .returning('user_id')
          .executeTakeFirst()
        if (!spent) return undefined
        await updateUserPassword(trx, spent.user_id, passwordHash, app.clock.date())
        // The owner proved the mailbox: sign-ins open again at once, with the new password.
        await app.signInThrottle.forget(spent.user_id, trx)
        return spent.user_id
      })
      if (userId === undefined) throw appError('RESET_TOKEN_INVALID')
      // Whoever knew the old password is signed out.
      await app.sessions.revokeAll(userId, 'password_reset')
      return { data: { reset: true as const } }
    },
  )
}
