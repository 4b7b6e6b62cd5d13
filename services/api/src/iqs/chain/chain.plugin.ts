import fp from 'fastify-plugin'
import { ChainMirror } from './chain-mirror.js'
import { chainConnector } from './connect-chain.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The chain mirror of the log (issue 19); undefined when `CHAIN=off` or where no market writer runs. */
    chain: ChainMirror | undefined
  }
}

/**
 * Mirrors the log to the chain where the market writers run (one sender per log): the in-process
 * EVM by default, its journal under DATA_DIR/chain, or the JSON-RPC node of `CHAIN_RPC_URL`. The
 * chain id is the platform signer's (`PLATFORM_CHAIN_ID`), so the Settlement contract checks the
 * very signatures the api issues; a node on another chain is refused.
 */
export const chainPlugin = fp(
  async (app) => {
    const config = app.config.chain
    if (config.mode === 'off' || !app.config.runExchange) {
      app.decorate('chain', undefined)
      return
    }
    const connector = await chainConnector({
      config,
      dataDir: app.config.dataDir,
      chainId: app.platformSigner.chainId,
      now: () => app.clock.now(),
      warn: (message) => app.log.warn(message),
    })
    const mirror = new ChainMirror({
      db: app.db,
      store: app.eventStore,
      connect: () => connector.connect(),
      config,
      clock: app.clock,
      platformSigner: app.platformSigner.address,
      log: app.log,
    })
    app.decorate('chain', mirror)
    app.addHook('onReady', () => {
      mirror.start()
      return Promise.resolve()
    })
    app.addHook('onClose', async () => {
      await mirror.stop()
      await connector.close()
    })
  },
  { name: 'chain', dependencies: ['exchange', 'platform-signer'] },
)
