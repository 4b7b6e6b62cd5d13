import fp from 'fastify-plugin'
import { createRecoveryCodes } from './recovery-codes.js'
import { createSecretBox } from './secret-box.js'
import { resolveTotpEncryptionKey } from './totp-encryption-key.js'
import { createTotpService, type TotpService } from './totp-service.js'

declare module 'fastify' {
  interface FastifyInstance {
    totp: TotpService
    /**
     * The second factor of an order (spec §5: "Orders need 2FA activated and
     * a TOTP code"). Resolves when the code is right and its step is newer
     * than the last one taken, or is the step this same session took (more
     * orders with one code, issue 9); throws TOTP_NOT_ACTIVATED (403),
     * TOTP_LOCKED (429) or TOTP_CODE_INVALID (400). Recovery codes do not
     * place orders.
     *
     * @example await app.verifyTotpForOrder(user.id, user.sessionId, body.totp)
     */
    verifyTotpForOrder(userId: number, sessionId: string, code: string): Promise<void>
  }
}

/** Decorates the app with the TOTP service. Needs the storage plugin. */
export const totpPlugin = fp(
  async (app) => {
    const key = resolveTotpEncryptionKey(app.config.auth.totpEncryptionKey, app.config.dataDir, app.log)
    const totp = createTotpService(app.db, createSecretBox(key), createRecoveryCodes(key), app.clock)
    app.decorate('totp', totp)
    app.decorate('verifyTotpForOrder', (userId: number, sessionId: string, code: string) =>
      totp.verifyForOrder(userId, sessionId, code),
    )
  },
  { name: 'totp', dependencies: ['storage'] },
)
