import fp from 'fastify-plugin'
import { resolveTotpEncryptionKey } from '../totp/totp-encryption-key.js'
import { createKeyVault, keyEncryptionKeyFromEnv, type KeyVault } from './key-vault.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Generates share owners' key pairs and seals their private keys (key-vault.ts). */
    keyVault: KeyVault
  }
}

/** Decorates the app with the key vault: KEY_ENCRYPTION_KEY, else the TOTP master key. */
export const keyVaultPlugin = fp(
  async (app) => {
    const master =
      keyEncryptionKeyFromEnv() ??
      resolveTotpEncryptionKey(app.config.auth.totpEncryptionKey, app.config.dataDir, app.log)
    app.decorate('keyVault', createKeyVault(master))
  },
  { name: 'key-vault', dependencies: ['storage'] },
)
