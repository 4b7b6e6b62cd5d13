import fp from 'fastify-plugin'
import { accessControlPlugin } from './access-control/access-control.plugin.js'
import { crossOriginProtectionPlugin } from './access-control/cross-origin-protection.js'
import { rateLimitsPlugin } from './access-control/rate-limits.js'
import { securityHeadersPlugin } from './access-control/security-headers.js'
import { sessionsPlugin } from './sessions/sessions.plugin.js'
import { totpPlugin } from './totp/totp.plugin.js'
import { accountErasurePlugin } from './accounts/account-erasure.js'
import { createConsoleMailer, type Mailer } from '../platform/mail/mailer.js'
import { signInThrottlePlugin } from './accounts/sign-in-throttle.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing e-mail (console adapter unless the caller hands one in). */
    mailer: Mailer
  }
}

/**
 * The app layer of issue 6, registered once after storage and before any
 * route (swagger-ui's included, so that access control sees every route):
 * security headers, CSRF origin checks, rate limiting, sessions, TOTP,
 * account erasure, the mailer, the per-account sign-in throttle, and the
 * access-control hook. Time-based parts (sessions, TOTP steps, the throttle's
 * back-off) read `app.clock`.
 */
export const authPlugin = fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { auth, production } = app.config
    await app.register(securityHeadersPlugin, { production, googleSignIn: !!auth.providers.google })
    await app.register(crossOriginProtectionPlugin, { trustedOrigins: auth.trustedOrigins })
    await app.register(rateLimitsPlugin)
    await app.register(sessionsPlugin)
    await app.register(totpPlugin)
    await app.register(accountErasurePlugin)
    if (!options.mailer && production) {
      app.log.warn('no mail server adapter: password reset e-mails (and their links) go to the log')
    }
    app.decorate('mailer', options.mailer ?? createConsoleMailer(app.log))
    await app.register(signInThrottlePlugin)
    await app.register(accessControlPlugin)
  },
  { name: 'auth', dependencies: ['storage'] },
)
