import fp from 'fastify-plugin'
import { createAccessTokenSigner } from './access-token.js'
import { SessionCookies } from './session-cookies.js'
import { createSessionRevocations } from './session-revocations.js'
import { createSessionService, type SessionService } from './session-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Start, authenticate, rotate and revoke sessions (see session-service.ts). */
    sessions: SessionService
    sessionCookies: SessionCookies
  }
}

/** Decorates the app with the session service and the cookie helper. Needs the storage plugin (db, bus). */
export const sessionsPlugin = fp(
  async (app) => {
    const revocations = createSessionRevocations(app.bus)
    // Before the bus closes (storage's onClose): stop listening for other processes' revocations.
    app.addHook('preClose', async () => revocations.close())
    app.decorate(
      'sessions',
      createSessionService(app.db, createAccessTokenSigner(app.config.cookieSecret), {
        revocations,
        clock: app.clock,
      }),
    )
    app.decorate('sessionCookies', new SessionCookies(app.config.production, app.clock))
  },
  { name: 'sessions', dependencies: ['storage'] },
)
