import multipart from '@fastify/multipart'
import { accountUserSchema, dataEnvelope, googleCallbackRequestSchema } from '@iqs/protocol'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { completeSignIn } from '../accounts/complete-sign-in.js'
import { parseInput } from '../../platform/validation/parse-input.js'
import { parseRegistrationRole } from '../accounts/registration-role.js'
import { rateLimitFor } from '../access-control/rate-limits.js'
import { appError } from '../../platform/errors.js'
import { fetchSocialProfile } from './oauth-client.js'
import { findOrCreateSocialUser } from './social-sign-in.js'

/**
 * `POST /api/auth/google/callback` (spec §7: "form: code"): Google's popup
 * code flow hands the page an authorisation code, which the page posts
 * here as a url-encoded or multipart form, or JSON. Registered as its own
 * scope so that only this route parses form bodies.
 */
export const googleCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 10 } })

  app.post(
    '/api/auth/google/callback',
    {
      attachValidation: true,
      config: {
        access: 'public',
        rateLimit: rateLimitFor(app.config.auth.rateLimits.login, { group: 'login' }),
      },
      schema: {
        tags: ['accounts'],
        summary: "Google sign-in: exchange the popup's authorisation code (spec §7)",
        description:
          'Form (url-encoded or multipart) or JSON: code, and optionally role for a first sign-in (default Client). Never goes to the TOTP step. 503 OAUTH_NOT_CONFIGURED without Google settings.',
        body: googleCallbackRequestSchema,
        response: { 200: dataEnvelope(accountUserSchema) },
      },
    },
    async (request, reply) => {
      // The body first: a request without a code is the client's mistake (400) whatever the settings.
      const body = parseInput(googleCallbackRequestSchema, request.body)
      const settings = app.config.auth.providers.google
      if (!settings) throw appError('OAUTH_NOT_CONFIGURED', 'Google sign-in is not configured yet')
      const role = body.role ? parseRegistrationRole(body.role) : 'Client'
      const profile = await fetchSocialProfile('google', settings, body.code)
      const { user, created } = await findOrCreateSocialUser(app.db, 'google', profile, role)
      if (created) await app.announceRegistration(user, {})
      const result = await completeSignIn(app, request, reply, user, { remember: true, method: 'google' })
      return { data: result.user }
    },
  )
}
