/**
 * What the audit context may use of the chain mirror to check the log against its anchors (a named
 * port: audit imports this file, never iqs internals): the contracts' addresses, a connection to
 * the configured chain with the platform's keys, and the deployment the mirror made on it.
 */
export type { ChainContractAddresses } from '../chain/chain-tables.js'
export { chainConnector } from '../chain/connect-chain.js'
export { ensureDeployment } from '../chain/chain-deployment.js'
export { loadPlatformSigner } from '../signatures/platform-signer.js'
