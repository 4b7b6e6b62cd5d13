/** A log a transaction emitted, as JSON-RPC shows it (0x hex). */
export interface ChainLog {
  address: string
  topics: string[]
  data: string
}

/** What became of a mined transaction. */
export interface TxOutcome {
  /** 0x… Keccak hash of the signed transaction. */
  hash: string
  blockNumber: number
  status: 'mined' | 'reverted'
  gasUsed: bigint
  /** 0x… revert data when reverted (decode it with `decodeRevert`). */
  revertData?: string
  logs: ChainLog[]
}

/** A transaction signed by the sender but not yet broadcast. */
export interface SignedTx {
  /** 0x… the hash it will be mined under. */
  hash: string
  /** 0x… the signed transaction, to broadcast (again, after a crash: the same nonce, never re-signed). */
  raw: string
}

/** One sender's view of a chain; both the in-process EVM and (in the api) a JSON-RPC node implement it. */
export interface ChainClient {
  readonly chainId: number
  /** The sender's address (checksummed). */
  readonly address: string
  /** Deploys a contract; throws DeployRevertedError when the constructor reverts (there is no address then). */
  deploy(bytecode: string, encodedArgs?: string): Promise<{ address: string; outcome: TxOutcome }>
  /** A mined transaction (sign + broadcast); a revert is an outcome, not a throw. */
  send(to: string, data: string): Promise<TxOutcome>
  /**
   * Signs a transaction at the sender's next nonce without sending it (`to` undefined: a
   * creation). Broadcast it before signing the next one: both would take the same nonce.
   */
  sign(to: string | undefined, data: string): Promise<SignedTx>
  /**
   * Mines a signed transaction and gives its outcome. One the chain already mined gives that
   * outcome again (a retry after a crash); one it cannot take (a stale nonce) throws.
   */
  broadcast(raw: string): Promise<TxOutcome>
  /** The outcome of a mined transaction, or undefined when the chain has not mined it. */
  outcome(hash: string): Promise<TxOutcome | undefined>
  /** eth_call at the latest block; throws CallRevertedError on revert. */
  call(to: string, data: string): Promise<string>
  /** eth_getCode: the contract's runtime bytecode, '0x' when there is none. */
  code(address: string): Promise<string>
  blockNumber(): Promise<number>
}

/** An eth_call that reverted; `data` is the 0x… revert data (decode it with `decodeRevert`). */
export class CallRevertedError extends Error {
  constructor(readonly data: string) {
    super(`call reverted (data ${data === '0x' ? 'empty' : data})`)
    this.name = 'CallRevertedError'
  }
}

/** A deployment whose constructor reverted: it was mined (and paid for) but created no contract. */
export class DeployRevertedError extends Error {
  constructor(readonly outcome: TxOutcome) {
    super(`deployment reverted in transaction ${outcome.hash} (data ${outcome.revertData ?? '0x'})`)
    this.name = 'DeployRevertedError'
  }
}
