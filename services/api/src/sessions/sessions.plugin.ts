import fp from 'fastify-plugin'
import { createAccessTokenSigner } from './access-token.js'
import { SessionCookies } from './session-cookies.js'
import { createSessionService, type SessionService } from './session-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Start, authenticate, rotate and revoke sessions (see session-service.ts). */
    sessions: SessionService
    sessionCookies: SessionCookies
  }
}

/** Decorates the app with the session service and the cookie helper. Needs the storage plugin. */
export const sessionsPlugin = fp(
  async (app) => {
    app.decorate('sessions', createSessionService(app.db, createAccessTokenSigner(app.config.cookieSecret)))
    app.decorate('sessionCookies', new SessionCookies(app.config.production))
  },
  { name: 'sessions', dependencies: ['storage'] },
)
