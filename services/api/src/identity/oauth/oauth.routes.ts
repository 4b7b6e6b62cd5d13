import {
  authProvidersSchema,
  dataEnvelope,
  oauthProviders,
  text,
  type OAuthProvider,
  type RegistrationUserType,
} from '@iqs/protocol'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { completeSignIn } from '../accounts/complete-sign-in.js'
import { parseRegistrationRole } from '../accounts/registration-role.js'
import { rateLimitFor } from '../access-control/rate-limits.js'
import { AppError, appError } from '../../platform/errors.js'
import { googleCallbackRoutes } from './google-callback.routes.js'
import { fetchSocialProfile, PROVIDER_NAMES } from './oauth-client.js'
import { findOrCreateSocialUser } from './social-sign-in.js'

const STATE_COOKIE = 'iqs_oauth'
const STATE_TTL_SECONDS = 10 * 60
/** Where the browser lands: home after a sign-in (spec §4), the sign-in page with a code after a failure. */
const SIGNED_IN_PATH = '/'
const SIGN_IN_PATH = '/my-account/sign-in'

interface OAuthState {
  state: string
  provider: OAuthProvider
  role: RegistrationUserType
  remember: boolean
}

/**
 * Social sign-in (spec §4, §7): Google's popup posts its authorisation code
 * to `POST /api/auth/google/callback`; LinkedIn and Facebook go through
 * `GET /api/auth/<provider>/redirect` (302 to the provider, with a state
 * kept in a signed, httpOnly, ten-minute cookie) and back to
 * `GET /api/auth/<provider>/callback`, which checks the state and lands on
 * `/`. Social sign-ins open a full session: the provider did the
 * authentication, and the spec sends Google sign-in straight home, never to
 * the TOTP step.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const providers = app.config.auth.providers
  const provider = z.enum(oauthProviders)
  const failurePath = (which: string, code: string) =>
    `${SIGN_IN_PATH}?${new URLSearchParams({ provider: which, error: code })}`

  app.get(
    '/api/auth/providers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Which social sign-in buttons work here (unconfigured ones are greyed)',
        response: { 200: dataEnvelope(authProvidersSchema) },
      },
    },
    async () => ({
      data: {
        google: providers.google
          ? { available: true, clientId: providers.google.clientId }
          : { available: false },
        linkedin: { available: !!providers.linkedin },
        facebook: { available: !!providers.facebook },
      },
    }),
  )

  // The Google callback is a scope of its own: it alone accepts form bodies.
  await app.register(googleCallbackRoutes)

  app.get(
    '/api/auth/:provider/redirect',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Start a LinkedIn, Facebook (or Google) sign-in: 302 to the provider',
        description:
          'Query: role (the account type a first sign-in creates, default Client), remember (default true). Unconfigured: 302 back to the sign-in page with error=OAUTH_NOT_CONFIGURED.',
        params: z.object({ provider }),
        querystring: z.object({
          role: text().trim().max(40).optional(),
          remember: z.enum(['0', '1', 'true', 'false']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const which = request.params.provider
      const settings = providers[which]
      if (!settings) return reply.redirect(failurePath(which, 'OAUTH_NOT_CONFIGURED'))
      let role: RegistrationUserType = 'Client'
      try {
        if (request.query.role) role = parseRegistrationRole(request.query.role)
      } catch {
        return reply.redirect(failurePath(which, 'USER_TYPE_NOT_ALLOWED'))
      }
      const state: OAuthState = {
        state: randomBytes(24).toString('base64url'),
        provider: which,
        role,
        remember: request.query.remember !== '0' && request.query.remember !== 'false',
      }
      reply.setCookie(STATE_COOKIE, JSON.stringify(state), {
        path: '/api/auth',
        httpOnly: true,
        // Lax: sent on the provider's top-level redirect back to us, not on cross-site posts.
        sameSite: 'lax',
        secure: app.config.production,
        signed: true,
        maxAge: STATE_TTL_SECONDS,
      })
      const url = new URL(settings.authorizeUrl)
      url.searchParams.set('response_type', 'code')
      url.searchParams.set('client_id', settings.clientId)
      url.searchParams.set('redirect_uri', settings.redirectUri)
      url.searchParams.set('scope', settings.scopes.join(' '))
      url.searchParams.set('state', state.state)
      return reply.redirect(url.toString())
    },
  )

  app.get(
    '/api/auth/:provider/callback',
    {
      config: {
        access: 'public',
        rateLimit: rateLimitFor(app.config.auth.rateLimits.login, { group: 'login' }),
      },
      schema: {
        tags: ['accounts'],
        summary: 'Where LinkedIn or Facebook sends the browser back: sign in, then 302 to /',
        description: 'On failure, 302 to /my-account/sign-in?provider=...&error=CODE.',
        params: z.object({ provider }),
        querystring: z.object({
          code: text().max(4096).optional(),
          state: text().max(200).optional(),
          error: text().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const which = request.params.provider
      const saved = readState(request, reply)
      try {
        const settings = providers[which]
        if (!settings)
          throw appError('OAUTH_NOT_CONFIGURED', `${PROVIDER_NAMES[which]} sign-in is not configured yet`)
        if (!saved || saved.provider !== which || !sameText(saved.state, request.query.state ?? '')) {
          throw appError('OAUTH_STATE_INVALID')
        }
        if (request.query.error || !request.query.code) {
          throw appError(
            'OAUTH_FAILED',
            `${PROVIDER_NAMES[which]} sign-in failed: ${request.query.error ?? 'no code'}`,
          )
        }
        const profile = await fetchSocialProfile(which, settings, request.query.code)
        const { user, created } = await findOrCreateSocialUser(app.db, which, profile, saved.role)
        if (created) await app.announceRegistration(user, {})
        await completeSignIn(app, request, reply, user, { remember: saved.remember, method: which })
        return reply.redirect(SIGNED_IN_PATH)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        request.log.warn(
          { provider: which, code: error.code, reason: error.message },
          'social sign-in failed',
        )
        return reply.redirect(failurePath(which, error.code))
      }
    },
  )
}

/** The state saved by the redirect, if its cookie is present and its signature holds; the cookie is spent. */
function readState(request: FastifyRequest, reply: FastifyReply): OAuthState | undefined {
  const raw = request.cookies[STATE_COOKIE]
  if (!raw) return undefined
  reply.clearCookie(STATE_COOKIE, { path: '/api/auth' })
  const unsigned = request.unsignCookie(raw)
  if (!unsigned.valid || !unsigned.value) return undefined
  try {
    return JSON.parse(unsigned.value) as OAuthState
  } catch {
    return undefined
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
