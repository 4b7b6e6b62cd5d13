import fp from 'fastify-plugin'
import { loadPlatformSigner, type PlatformSigner } from './platform-signer.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The platform's EIP-712 signing key (settled trades). */
    platformSigner: PlatformSigner
  }
}

/** Loads the platform's signing key once at start-up (see loadPlatformSigner). */
export const signaturesPlugin = fp(
  async (app) => {
    const signer = await loadPlatformSigner({
      dataDir: app.config.dataDir,
      env: process.env,
      warn: (message) => app.log.warn(message),
    })
    app.decorate('platformSigner', signer)
  },
  { name: 'platform-signer', dependencies: ['storage'] },
)
