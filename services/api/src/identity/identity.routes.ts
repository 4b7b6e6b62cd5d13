import type { FastifyInstance } from 'fastify'
import { oauthRoutes } from './oauth/oauth.routes.js'
import { totpRoutes } from './totp/totp.routes.js'
import { meRoutes } from './accounts/me.routes.js'
import { passwordResetRoutes } from './accounts/password-reset.routes.js'
import { signInRoutes } from './accounts/sign-in.routes.js'

/** Every route of issue 6: sign-in and sessions, my account, password reset, two-factor, social sign-in. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(signInRoutes)
  await app.register(meRoutes)
  await app.register(passwordResetRoutes, { mailer: app.mailer })
  await app.register(totpRoutes)
  await app.register(oauthRoutes)
}
