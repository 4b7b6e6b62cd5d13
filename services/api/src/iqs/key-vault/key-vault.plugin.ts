import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { resolveTotpEncryptionKey } from '../../identity/totp/totp-encryption-key.js'
import { createKeyVault, keyEncryptionKeyFromEnv, type KeyVault } from './key-vault.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Generates share owners' key pairs and seals their private keys (key-vault.ts). */
    keyVault: KeyVault
  }
}

/** The master key that seals keys at rest: KEY_ENCRYPTION_KEY, else the TOTP master key. */
export function resolveKeyEncryptionKey(app: FastifyInstance) {
  return (
    keyEncryptionKeyFromEnv() ??
    resolveTotpEncryptionKey(app.config.auth.totpEncryptionKey, app.config.dataDir, app.log)
  )
}

/** Decorates the app with the key vault, sealed under the master key. */
export const keyVaultPlugin = fp(
  async (app) => {
    app.decorate('keyVault', createKeyVault(resolveKeyEncryptionKey(app)))
  },
  { name: 'key-vault', dependencies: ['storage'] },
)
