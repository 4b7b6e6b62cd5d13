import {
  CallRevertedError,
  DeployRevertedError,
  type ChainClient,
  type SignedTx,
  type TxOutcome,
} from '../chain-client.js'
import type { Mined } from './in-process-evm.js'

/** What a client needs of its chain: the chain serialises, funds, signs, mines and journals. */
export interface ClientBackend {
  readonly chainId: number
  /** Signs and mines in one step (no other transaction of the sender can come between). */
  transact(privateKey: Uint8Array, to: string | undefined, data: string): Promise<Mined>
  sign(privateKey: Uint8Array, to: string | undefined, data: string): Promise<SignedTx>
  broadcast(raw: string): Promise<TxOutcome>
  outcome(hash: string): TxOutcome | undefined
  call(from: string, to: string, data: string): Promise<{ reverted: boolean; returnData: string }>
  code(address: string): Promise<string>
  blockNumber(): number
}

/** A sender on the in-process chain. */
export class InProcessClient implements ChainClient {
  readonly chainId: number

  constructor(
    private readonly backend: ClientBackend,
    private readonly privateKey: Uint8Array,
    readonly address: string,
  ) {
    this.chainId = backend.chainId
  }

  async deploy(bytecode: string, encodedArgs = '0x'): Promise<{ address: string; outcome: TxOutcome }> {
    const data = bytecode + stripHexPrefix(encodedArgs)
    const { outcome, createdAddress } = await this.backend.transact(this.privateKey, undefined, data)
    if (createdAddress === undefined) throw new DeployRevertedError(outcome)
    return { address: createdAddress, outcome }
  }

  async send(to: string, data: string): Promise<TxOutcome> {
    return (await this.backend.transact(this.privateKey, to, data)).outcome
  }

  sign(to: string | undefined, data: string): Promise<SignedTx> {
    return this.backend.sign(this.privateKey, to, data)
  }

  broadcast(raw: string): Promise<TxOutcome> {
    return this.backend.broadcast(raw)
  }

  outcome(hash: string): Promise<TxOutcome | undefined> {
    return Promise.resolve(this.backend.outcome(hash.toLowerCase()))
  }

  async call(to: string, data: string): Promise<string> {
    const { reverted, returnData } = await this.backend.call(this.address, to, data)
    if (reverted) throw new CallRevertedError(returnData)
    return returnData
  }

  code(address: string): Promise<string> {
    return this.backend.code(address)
  }

  blockNumber(): Promise<number> {
    return Promise.resolve(this.backend.blockNumber())
  }
}

function stripHexPrefix(hex: string): string {
  return hex.startsWith('0x') ? hex.slice(2) : hex
}
