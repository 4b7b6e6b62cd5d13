import type { HTTPMethods } from 'fastify'
import fp from 'fastify-plugin'
import { appError } from '../errors.js'
import type { LiveSession } from '../sessions/sessions.repository.js'
import { decideAccess, type AccessPolicy } from './access-policy.js'
import type { PendingTotp, RequestUser } from './request-user.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (access-policy.ts). Required on every `/api` route. */
    access?: AccessPolicy
  }
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (and for a half-signed-in browser). */
    user: RequestUser | null
    pendingTotp: PendingTotp | null
  }
  interface FastifyInstance {
    /** Every route with the policy it declared (or was given by default): the access matrix's rows. */
    routeAccess: RouteAccess[]
  }
}

/** One registered route and its policy; `policy` undefined means it declared none (refused). */
export interface RouteAccess {
  method: HTTPMethods
  url: string
  policy: AccessPolicy | undefined
  /** Why a policy was supplied by default rather than declared. */
  defaulted?: string
}

/**
 * Server-side access control for every route, deny by default.
 *
 * An `onRoute` hook records each route's `config.access`; outside `/api`
 * (the built web app's files) and under `/api/docs` (swagger-ui's routes,
 * which we do not declare) the default is `public`. One `onRequest` hook
 * reads the access cookie, loads the live session into `request.user` (or
 * `request.pendingTotp`), and enforces the route's policy: 401 when not
 * signed in, 403 `ROLE_FORBIDDEN` when the role may not, and 403 for an
 * `/api` route that declared nothing.
 *
 * Registered after the session plugin, before any route.
 */
export const accessControlPlugin = fp(
  async (app) => {
    const routes: RouteAccess[] = []
    app.decorate('routeAccess', routes)
    app.decorateRequest('user', null)
    app.decorateRequest('pendingTotp', null)

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      let policy = route.config?.access
      let defaulted: string | undefined
      if (!policy && !isApiPath(route.url)) defaulted = 'the web app and its files are public'
      else if (!policy && route.url.startsWith('/api/docs'))
        defaulted = 'the OpenAPI document and its UI are public'
      if (defaulted) {
        policy = 'public'
        route.config = { ...route.config, access: policy }
      }
      for (const method of methods)
        routes.push({ method, url: route.url, policy, ...(defaulted ? { defaulted } : {}) })
    })

    app.addHook('onRequest', async (request) => {
      if (!isApiPath(request.url)) return
      let lookupFailed = false
      const token = app.sessionCookies.access(request)
      if (token) {
        let session: LiveSession | undefined
        try {
          session = await app.sessions.authenticate(token)
        } catch (error) {
          // A database outage must not look like "signed out" (the client would drop the session).
          lookupFailed = true
          request.log.error({ err: error }, 'session lookup failed')
        }
        if (session?.stage === 'full') {
          request.user = {
            id: session.userId,
            role: session.userType,
            email: session.email,
            sessionId: session.sessionId,
          }
        } else if (session?.stage === 'pending_totp') {
          request.pendingTotp = {
            userId: session.userId,
            sessionId: session.sessionId,
            remember: session.remember,
          }
        }
      }
      if (request.is404) return
      const policy = request.routeOptions.config.access
      if (policy === undefined) {
        request.log.error({ route: request.routeOptions.url }, 'route declares no access policy: refused')
        throw appError('ROLE_FORBIDDEN', 'This route declares no access policy')
      }
      if (policy === 'public') return
      if (lookupFailed) throw appError('UNAVAILABLE', 'Cannot check your session right now, please retry')
      const decision = decideAccess(policy, {
        role: request.user?.role ?? 'Guest',
        pendingTotp: request.pendingTotp !== null,
      })
      if (decision === 'unauthenticated') throw appError('UNAUTHENTICATED')
      if (decision === 'forbidden') throw appError('ROLE_FORBIDDEN')
    })
  },
  { name: 'access-control', dependencies: ['sessions'] },
)

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
}
