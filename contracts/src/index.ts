export * from './artifacts/index.js'
export {
  CallRevertedError,
  DeployRevertedError,
  type ChainClient,
  type ChainLog,
  type SignedTx,
  type TxOutcome,
} from './chain-client.js'
export { contractInterfaces, type ContractName } from './contract-interfaces.js'
export { decodeRevert, type DecodedRevert } from './decode-revert.js'
export { deployPlatformContracts, type DeployPlatformOptions, type PlatformContracts } from './deploy.js'
export {
  createInProcessChain,
  type InProcessChain,
  type InProcessChainOptions,
  type MinedBlock,
} from './in-process-chain/index.js'
export { roles, traderKey } from './roles.js'
export { SETTLED_TRADE_TYPES, settledTradeDomain, type SettledTrade } from './settled-trade-typed-data.js'
export { sendOrThrow, TransactionRevertedError } from './transactions.js'
