import {
  dataEnvelope,
  loginRequestSchema,
  loginResultSchema,
  accountUserSchema,
  registerRequestSchema,
  totpLoginRequestSchema,
} from '@iqs/protocol'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { rateLimitFor } from '../access-control/rate-limits.js'
import { requireUser } from '../access-control/require-user.js'
import { appError } from '../../platform/errors.js'
import { toAccountUser } from '../users/account-user.js'
import { assertNotSuspended } from '../users/account-suspension.js'
import { updateAddress, updatePhone } from '../users/contact-details.js'
import { hashPassword, verifyPassword } from '../users/password.js'
import { findUserByEmail, findUserById, insertUser } from '../users/users.repository.js'
import { completeSignIn, endBrowserSession } from './complete-sign-in.js'
import { parseInput } from '../../platform/validation/parse-input.js'
import { assertStrongPassword } from './password-strength.js'
import { parseRegistrationRole } from './registration-role.js'
import { accountThrottled } from './sign-in-throttle.js'

/** Hashed once, verified against when the e-mail is unknown, so timing does not tell which accounts exist. */
let decoyHash: Promise<string> | undefined

/**
 * Register, password sign-in (with the TOTP step), refresh, and logout
 * (spec §4, §5, §7). Bodies are parsed by `parseInput` so that a bad one
 * answers the spec's own message.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.auth.rateLimits
  const byUserOrAddress = (request: FastifyRequest) =>
    `${request.user?.id ?? request.pendingTotp?.userId ?? request.ip}`

  app.post(
    '/api/register',
    {
      attachValidation: true,
      config: { access: 'public', rateLimit: rateLimitFor(limits.register, { group: 'register' }) },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in (spec §7)',
        description:
          'role: Client, ExecPartner, Consultant or IQStem (any case). Optional phone (international form) and address (address_line, postal_code, city, country: all or none). Guest answers USER_TYPE_REQUIRED; Admin and Auditor USER_TYPE_NOT_ALLOWED. Optional sponsor_code: the invitation code of an IQStem referral (ignored when unknown). A password easy to guess (common, or built on the e-mail or name): 400 PASSWORD_TOO_WEAK, details { score, warning, suggestions } as zxcvbn-ts keys. An e-mail in use: 409 EMAIL_TAKEN.',
        body: registerRequestSchema,
        response: { 201: dataEnvelope(accountUserSchema) },
      },
    },
    async (request, reply) => {
      const body = parseInput(registerRequestSchema, request.body)
      const userType = parseRegistrationRole(body.role)
      await assertStrongPassword(body.password, [body.email, body.first_name, body.last_name])
      if (await findUserByEmail(app.db, body.email)) throw appError('EMAIL_TAKEN')
      const user = await insertUser(app.db, {
        email: body.email,
        password_hash: await hashPassword(body.password),
        first_name: body.first_name,
        last_name: body.last_name,
        user_type: userType,
      })
      // The spec's registration text lists phone and address: kept when given (checked by the schema).
      const now = app.clock.date()
      if (body.phone) await updatePhone(app.db, user.id, body.phone, now)
      if (body.address_line && body.postal_code && body.city && body.country)
        await updateAddress(
          app.db,
          user.id,
          {
            address_line: body.address_line,
            postal_code: body.postal_code,
            city: body.city,
            country: body.country,
          },
          now,
        )
      await app.announceRegistration(
        { id: user.id, email: user.email, user_type: user.user_type },
        body.sponsor_code ? { sponsorCode: body.sponsor_code } : {},
      )
      const result = await completeSignIn(app, request, reply, user, { remember: true, method: 'password' })
      return reply.status(201).send({ data: result.user })
    },
  )

  app.post(
    '/api/login',
    {
      attachValidation: true,
      config: { access: 'public', rateLimit: rateLimitFor(limits.login, { group: 'login' }) },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with e-mail and password (spec §7)',
        description:
          'With two-factor sign-in on, answers totpActivated: true and opens only a half-session: POST /api/login/totp completes it. remember (default true) chooses persistent or browser-session cookies. After five wrong passwords in a row on an account, from any addresses, 429 ACCOUNT_THROTTLED with retry-after and details { retryAfterSeconds } (1 minute, doubling up to an hour), the password unchecked; a password reset ends it. 403 ACCOUNT_SUSPENDED (the right password) for an account an admin suspended.',
        body: loginRequestSchema,
        response: { 200: dataEnvelope(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const body = parseInput(loginRequestSchema, request.body)
      const user = await findUserByEmail(app.db, body.email)
      if (!user?.password_hash) {
        decoyHash ??= hashPassword('decoy password, never matches')
        await verifyPassword(await decoyHash, body.password)
        throw appError('INVALID_CREDENTIALS')
      }
      // Unknown e-mails above get no row and no back-off: they answer 401 forever, as a wrong password
      // does before the limit. So the throttle tells, after the limit, that an account exists; so
      // does registration's EMAIL_TAKEN, and the per-address rate limit bounds both probes.
      const claim = await app.signInThrottle.claim(user.id)
      if (!claim.open) throw accountThrottled(reply, claim.retryAfterMs)
      if (!(await verifyPassword(user.password_hash, body.password))) {
        const backOff = await app.signInThrottle.failed(user, claim)
        throw backOff === undefined ? appError('INVALID_CREDENTIALS') : accountThrottled(reply, backOff)
      }
      // The TOTP step does not count here, and the password resets the count before it: a wrong code
      // has its own per-account lock (TOTP_LOCKED: five in a row lock the factor for five minutes,
      // sign-in and orders alike, totp-service.ts), and whoever reaches that step has proven the
      // password. Counting codes here too would let a mistyped order code block the sign-in.
      await app.signInThrottle.succeeded(user.id)
      // A suspended account (issue 18) is told so, but only to whoever holds its password.
      assertNotSuspended(user)

      if (await app.totp.isActivated(user.id)) {
        await endBrowserSession(app, request, 'replaced')
        const tokens = await app.sessions.start({
          userId: user.id,
          stage: 'pending_totp',
          remember: body.remember,
          method: 'password',
        })
        app.sessionCookies.clear(reply)
        app.sessionCookies.set(reply, tokens)
        return { data: { user: toAccountUser(user), totpActivated: true } }
      }
      return {
        data: await completeSignIn(app, request, reply, user, {
          remember: body.remember,
          method: 'password',
        }),
      }
    },
  )

  app.post(
    '/api/login/totp',
    {
      attachValidation: true,
      config: {
        access: 'pendingTotp',
        rateLimit: rateLimitFor(limits.totp, { group: 'totp', key: byUserOrAddress }),
      },
      schema: {
        tags: ['accounts'],
        summary: 'Second sign-in step: a TOTP code or a recovery code',
        body: totpLoginRequestSchema,
        response: { 200: dataEnvelope(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const body = parseInput(totpLoginRequestSchema, request.body)
      const pending = request.pendingTotp
      if (!pending) throw appError('UNAUTHENTICATED')
      await app.totp.verify(pending.userId, body.code, { allowRecovery: true })
      const user = await findUserById(app.db, pending.userId)
      if (!user) throw appError('UNAUTHENTICATED')
      assertNotSuspended(user)
      // A fresh session id for the full sign-in: the half-session's id never gains rights.
      await app.sessions.revoke(pending.sessionId, 'totp_done')
      const tokens = await app.sessions.start({
        userId: user.id,
        stage: 'full',
        remember: pending.remember,
        method: 'password',
      })
      app.sessionCookies.set(reply, tokens)
      return { data: { user: toAccountUser(user), totpActivated: true } }
    },
  )

  app.post(
    '/api/refresh',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Exchange the refresh cookie for new access and refresh cookies (spec §7)',
        description:
          'The refresh token is single-use. 401 SESSION_EXPIRED: sign in again. 401 REFRESH_TOKEN_REUSED: an already-used token came back, so the whole session was revoked. 403 ACCOUNT_SUSPENDED: an admin suspended the account (its sessions were revoked).',
        response: { 200: dataEnvelope(loginResultSchema) },
      },
    },
    async (request, reply) => {
      const token = app.sessionCookies.refresh(request)
      if (!token) throw appError('SESSION_EXPIRED')
      const result = await app.sessions.refresh(token)
      if (result.outcome !== 'rotated') {
        app.sessionCookies.clear(reply)
        if (result.outcome === 'suspended') throw appError('ACCOUNT_SUSPENDED')
        if (result.outcome === 'reused') {
          request.log.warn({ userId: result.userId }, 'refresh token reused: session revoked')
          throw appError('REFRESH_TOKEN_REUSED')
        }
        throw appError('SESSION_EXPIRED')
      }
      const user = await findUserById(app.db, result.tokens.userId)
      if (!user) throw appError('SESSION_EXPIRED')
      app.sessionCookies.set(reply, result.tokens)
      return { data: { user: toAccountUser(user), totpActivated: await app.totp.isActivated(user.id) } }
    },
  )

  app.post(
    '/api/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: revoke this session and clear its cookies',
        description:
          'The cookies are cleared in every case. 503 LOGOUT_NOT_REVOKED when the server could not revoke the session (the client shows "Disconnected ! Token may not be blacklisted").',
        response: { 200: dataEnvelope(z.object({ loggedOut: z.literal(true) })) },
      },
    },
    async (request, reply) => {
      app.sessionCookies.clear(reply)
      try {
        await endBrowserSession(app, request, 'logout')
      } catch (error) {
        request.log.error({ err: error }, 'logout could not revoke the session')
        throw appError('LOGOUT_NOT_REVOKED')
      }
      return { data: { loggedOut: true as const } }
    },
  )

  app.post(
    '/api/logout/all',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['accounts'],
        summary: 'Sign out everywhere: revoke every session of this account',
        response: { 200: dataEnvelope(z.object({ revokedSessions: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request)
      app.sessionCookies.clear(reply)
      const revokedSessions = await app.sessions.revokeAll(user.id, 'logout_all')
      return { data: { revokedSessions } }
    },
  )
}
