export {
  createInProcessChain,
  type InProcessChain,
  type InProcessChainOptions,
} from './create-in-process-chain.js'
export type { MinedBlock } from './in-process-evm.js'
