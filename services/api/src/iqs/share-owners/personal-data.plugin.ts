import fp from 'fastify-plugin'
import { resolveKeyEncryptionKey } from '../key-vault/key-vault.plugin.js'
import { createPersonalDataKeys, type PersonalDataKeys } from './personal-data-keys.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Each person's data key for their KYC personal data (personal-data-keys.ts). */
    personalDataKeys: PersonalDataKeys
  }
}

/** Decorates the app with the personal data keys, sealed under the key vault's master key. */
export const personalDataPlugin = fp(
  async (app) => {
    app.decorate('personalDataKeys', createPersonalDataKeys(app.db, resolveKeyEncryptionKey(app), app.clock))
  },
  { name: 'personal-data', dependencies: ['storage'] },
)
