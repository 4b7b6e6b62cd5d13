import fp from 'fastify-plugin'
import { accessControlPlugin } from './access-control/access-control.plugin.js'
import { crossOriginProtectionPlugin } from './access-control/cross-origin-protection.js'
import { rateLimitsPlugin } from './access-control/rate-limits.js'
import { securityHeadersPlugin } from './access-control/security-headers.js'
import { sessionsPlugin } from './sessions/sessions.plugin.js'
import { totpPlugin } from './totp/totp.plugin.js'
import { accountErasurePlugin } from './accounts/account-erasure.js'
import { platformDataErasurePlugin } from './accounts/platform-data-erasure.js'
import { registrationListenersPlugin } from './accounts/registration-listeners.js'
import { signInThrottlePlugin } from './accounts/sign-in-throttle.js'

/**
 * The app layer of issue 6, registered once after storage and before any
 * route (swagger-ui's included, so that access control sees every route):
 * security headers, CSRF origin checks, rate limiting, sessions, TOTP,
 * account erasure (files included), the listeners of new accounts, the
 * per-account sign-in throttle, and the
 * access-control hook. Time-based parts (sessions, TOTP steps, the throttle's
 * back-off) read `app.clock`.
 */
export const authPlugin = fp(
  async (app) => {
    const { auth, production } = app.config
    await app.register(securityHeadersPlugin, { production, googleSignIn: !!auth.providers.google })
    await app.register(crossOriginProtectionPlugin, { trustedOrigins: auth.trustedOrigins })
    await app.register(rateLimitsPlugin)
    await app.register(sessionsPlugin)
    await app.register(totpPlugin)
    await app.register(accountErasurePlugin)
    await app.register(platformDataErasurePlugin)
    await app.register(registrationListenersPlugin)
    await app.register(signInThrottlePlugin)
    await app.register(accessControlPlugin)
  },
  // The mailer (platform/mail) sends the throttle's notices and the reset links.
  { name: 'auth', dependencies: ['storage', 'mailer', 'file-store'] },
)
