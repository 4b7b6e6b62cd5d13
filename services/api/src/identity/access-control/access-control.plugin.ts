import type { FastifyRequest, HTTPMethods } from 'fastify'
import fp from 'fastify-plugin'
import { appError } from '../../platform/errors.js'
import type { LiveSession } from '../sessions/sessions.repository.js'
import { adminPermissionsOf, NO_ADMIN_PERMISSIONS } from './admin-permissions.repository.js'
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
 * takes the policy of the route the router matched (`request.routeOptions`,
 * whatever the URL's spelling), loads the live session of an `/api` route
 * into `request.user` (or `request.pendingTotp`), and enforces the policy:
 * 401 when not signed in, 403 `ROLE_FORBIDDEN` when the role may not, and
 * 403 for any route that declared nothing.
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
      // Decide from the route the router matched, never from the raw URL: the router decodes
      // `/%61pi/admin/...` into `/api/admin/...`, so a test of the URL's spelling can be
      // sidestepped. An unmatched request reaches the not-found handler and nothing else.
      if (request.is404) return
      const route = request.routeOptions.url
      const policy = request.routeOptions.config.access
      if (policy === undefined) {
        request.log.error({ route }, 'route declares no access policy: refused')
        throw appError('ROLE_FORBIDDEN', 'This route declares no access policy')
      }
      if (route === undefined || !isApiPath(route)) return
      const lookupFailed = await loadSession(request)
      if (policy === 'public') return
      // The lookup reads the database (past the session cache): retryable, like any lost connection.
      if (lookupFailed) throw appError('DATABASE_UNAVAILABLE')
      if (request.user?.role === 'Admin') {
        try {
          request.user.adminPermissions = await adminPermissionsOf(app.db, request.user.id)
        } catch (error) {
          request.log.warn({ err: error }, 'admin permissions lookup failed')
          throw appError('DATABASE_UNAVAILABLE')
        }
      }
      const decision = decideAccess(policy, {
        role: request.user?.role ?? 'Guest',
        pendingTotp: request.pendingTotp !== null,
        adminPermissions: request.user?.adminPermissions,
      })
      if (decision === 'unauthenticated') throw appError('UNAUTHENTICATED')
      if (decision === 'forbidden') throw appError('ROLE_FORBIDDEN')
      if (decision === 'missingPermission') throw appError('ADMIN_PERMISSION_MISSING')
    })

    /** Puts the access cookie's live session on the request; true when the lookup itself failed. */
    async function loadSession(request: FastifyRequest): Promise<boolean> {
      const token = app.sessionCookies.access(request)
      if (!token) return false
      let session: LiveSession | undefined
      try {
        session = await app.sessions.authenticate(token)
      } catch (error) {
        // A database outage must not look like "signed out" (the client would drop the session).
        request.log.warn({ err: error }, 'session lookup failed')
        return true
      }
      if (session?.stage === 'full') {
        request.user = {
          id: session.userId,
          role: session.userType,
          email: session.email,
          sessionId: session.sessionId,
          adminPermissions: NO_ADMIN_PERMISSIONS,
        }
      } else if (session?.stage === 'pending_totp') {
        request.pendingTotp = {
          userId: session.userId,
          sessionId: session.sessionId,
          remember: session.remember,
        }
      }
      return false
    }
  },
  { name: 'access-control', dependencies: ['sessions'] },
)

/** Whether a route pattern (as registered, never a raw URL) belongs to the api. */
function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/')
}
