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
     * a TOTP code"). Resolves when the code is right and unused; throws
     * TOTP_NOT_ACTIVATED (403), TOTP_LOCKED (429) or TOTP_CODE_INVALID (400).
     * Recovery codes do not place orders.
     *
     * @example await app.verifyTotpForOrder(user.id, body.totp_code)
     */
    verifyTotpForOrder(userId: number, code: string): Promise<void>
  }
}

/** Decorates the app with the TOTP service. Needs the storage plugin. */
export const totpPlugin = fp(
  async (app) => {
    const key = resolveTotpEncryptionKey(app.config.auth.totpEncryptionKey, app.config.dataDir, app.log)
    const totp = createTotpService(app.db, createSecretBox(key), createRecoveryCodes(key))
    app.decorate('totp', totp)
    app.decorate('verifyTotpForOrder', (userId: number, code: string) => totp.verify(userId, code))
  },
  { name: 'totp', dependencies: ['storage'] },
)
