import { createInProcessChain, type ChainClient, type InProcessChain } from '@iqs/contracts'
import path from 'node:path'
import type { ChainConfig } from '../../platform/config/config.js'
import { developmentKey } from '../key-vault/development-key.js'
import { connectJsonRpcChain } from './json-rpc-chain.js'

/** A way to reach the configured chain as the platform's key, and to let it go. */
export interface ChainConnector {
  connect(): Promise<ChainClient>
  close(): Promise<void>
}

/**
 * The chain of `config` with the platform's key (`CHAIN_PRIVATE_KEY`, else the development key
 * under DATA_DIR/secrets): the in-process EVM, its journal under DATA_DIR/chain when it persists,
 * or the JSON-RPC node. Used by the api's mirror and by `npm run audit:verify`.
 */
export async function chainConnector(options: {
  config: ChainConfig
  dataDir: string
  chainId: number
  now: () => number
  warn: (message: string) => void
}): Promise<ChainConnector> {
  const { config } = options
  const privateKey =
    config.privateKey ??
    (await developmentKey(path.join(options.dataDir, 'secrets', 'chain-key'), (file) =>
      options.warn(`CHAIN_PRIVATE_KEY is not set: using a development chain key kept in ${file}`),
    ))
  let inProcess: InProcessChain | undefined
  return {
    async connect() {
      if (config.mode === 'json-rpc')
        return connectJsonRpcChain({ url: config.rpcUrl!, privateKey, chainId: options.chainId })
      inProcess ??= await createInProcessChain({
        chainId: options.chainId,
        ...(config.persist ? { journalFile: inProcessJournal(options.dataDir) } : {}),
        now: options.now,
      })
      return inProcess.client(privateKey)
    },
    async close() {
      await inProcess?.close()
    },
  }
}

/** Where the in-process chain keeps its journal. */
export const inProcessJournal = (dataDir: string) => path.join(dataDir, 'chain', 'journal.jsonl')
