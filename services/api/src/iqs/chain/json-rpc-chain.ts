import {
  CallRevertedError,
  DeployRevertedError,
  type ChainClient,
  type SignedTx,
  type TxOutcome,
} from '@iqs/contracts'
import {
  isCallException,
  JsonRpcProvider,
  Transaction,
  Wallet,
  type TransactionReceipt,
  type TransactionRequest,
} from 'ethers'

/** How long a broadcast transaction may take to be mined before the sender tries again later. */
const MINING_TIMEOUT_MS = 120_000

/**
 * A JSON-RPC node (`CHAIN_RPC_URL`) through ethers, with the platform's key: a real network or a
 * local node. Refuses a node on another chain than the platform's signatures name, since the
 * Settlement contract would then refuse every one of them.
 */
export async function connectJsonRpcChain(options: {
  url: string
  privateKey: string
  chainId: number
}): Promise<ChainClient> {
  const provider = new JsonRpcProvider(options.url, undefined, {
    staticNetwork: false,
    polling: true,
    pollingInterval: 500,
    // No cached answers: a nonce read 250 ms ago (ethers' default cache) is stale once a transaction is mined.
    cacheTimeout: -1,
  })
  const network = await provider.getNetwork()
  if (Number(network.chainId) !== options.chainId)
    throw new Error(
      `the node at ${options.url} is chain ${network.chainId}, the platform signs for chain ${options.chainId} (PLATFORM_CHAIN_ID)`,
    )
  return new JsonRpcChain(provider, new Wallet(options.privateKey, provider), options.chainId)
}

class JsonRpcChain implements ChainClient {
  constructor(
    private readonly provider: JsonRpcProvider,
    private readonly wallet: Wallet,
    readonly chainId: number,
  ) {}

  get address(): string {
    return this.wallet.address
  }

  async sign(to: string | undefined, data: string): Promise<SignedTx> {
    const request: TransactionRequest = { to: to ?? null, data }
    const populated = await this.wallet.populateTransaction({
      ...request,
      // The sender sends one at a time: the next nonce counts what the node holds pending.
      nonce: await this.provider.getTransactionCount(this.wallet.address, 'pending'),
    })
    const raw = await this.wallet.signTransaction(populated)
    return { hash: Transaction.from(raw).hash!, raw }
  }

  async broadcast(raw: string): Promise<TxOutcome> {
    const hash = Transaction.from(raw).hash!
    try {
      await this.provider.broadcastTransaction(raw)
    } catch (error) {
      // Sent before (a retry after a crash): the node knows it or has mined it; wait for it below.
      if (!(await this.provider.getTransaction(hash))) throw error
    }
    // A node that mines on arrival (a local one) has the receipt already: no polling interval to wait.
    const receipt =
      (await this.provider.getTransactionReceipt(hash)) ??
      (await this.provider.waitForTransaction(hash, 1, MINING_TIMEOUT_MS))
    if (!receipt) throw new Error(`transaction ${hash} not mined within ${MINING_TIMEOUT_MS} ms`)
    return this.outcomeOf(receipt)
  }

  async outcome(hash: string): Promise<TxOutcome | undefined> {
    const receipt = await this.provider.getTransactionReceipt(hash)
    return receipt ? this.outcomeOf(receipt) : undefined
  }

  async deploy(bytecode: string, encodedArgs = '0x'): Promise<{ address: string; outcome: TxOutcome }> {
    const signed = await this.sign(undefined, bytecode + encodedArgs.replace(/^0x/, ''))
    const outcome = await this.broadcast(signed.raw)
    const receipt = await this.provider.getTransactionReceipt(outcome.hash)
    if (outcome.status === 'reverted' || !receipt?.contractAddress) throw new DeployRevertedError(outcome)
    return { address: receipt.contractAddress, outcome }
  }

  async send(to: string, data: string): Promise<TxOutcome> {
    return this.broadcast((await this.sign(to, data)).raw)
  }

  async call(to: string, data: string): Promise<string> {
    try {
      return await this.provider.call({ to, data, from: this.wallet.address })
    } catch (error) {
      if (isCallException(error)) throw new CallRevertedError(error.data ?? '0x')
      throw error
    }
  }

  code(address: string): Promise<string> {
    return this.provider.getCode(address)
  }

  blockNumber(): Promise<number> {
    return this.provider.getBlockNumber()
  }

  private async outcomeOf(receipt: TransactionReceipt): Promise<TxOutcome> {
    const reverted = receipt.status !== 1
    return {
      hash: receipt.hash,
      blockNumber: receipt.blockNumber,
      status: reverted ? 'reverted' : 'mined',
      gasUsed: receipt.gasUsed,
      ...(reverted ? { revertData: await this.revertData(receipt) } : {}),
      logs: receipt.logs.map((log) => ({ address: log.address, topics: [...log.topics], data: log.data })),
    }
  }

  /** A receipt has no revert data: the call is replayed at its block to read it. */
  private async revertData(receipt: TransactionReceipt): Promise<string> {
    const tx = await this.provider.getTransaction(receipt.hash)
    if (!tx) return '0x'
    try {
      await this.provider.call({ to: tx.to, data: tx.data, from: tx.from, blockTag: receipt.blockNumber })
      return '0x'
    } catch (error) {
      return isCallException(error) ? (error.data ?? '0x') : '0x'
    }
  }
}
