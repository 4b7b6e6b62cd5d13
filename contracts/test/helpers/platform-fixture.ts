import { Wallet, type Interface } from 'ethers'
import { expect } from 'vitest'
import {
  contractInterfaces,
  createInProcessChain,
  decodeRevert,
  deployPlatformContracts,
  traderKey,
  type ChainClient,
  type ContractName,
  type InProcessChain,
  type PlatformContracts,
  type TxOutcome,
} from '../../src/index.js'

export const CHAIN_ID = 31337

/** A random key (ethers' createRandom gives an HD wallet; tests want the plain Wallet type). */
export function newWallet(): Wallet {
  return new Wallet(Wallet.createRandom().privateKey)
}

/** A deployed contract seen by one sender: `send` mines a transaction, `read` is an eth_call. */
export class TestContract {
  constructor(
    readonly address: string,
    readonly iface: Interface,
    private readonly client: ChainClient,
  ) {}

  /** The same contract, sent to by another client. */
  as(client: ChainClient): TestContract {
    return new TestContract(this.address, this.iface, client)
  }

  send(fn: string, ...args: unknown[]): Promise<TxOutcome> {
    return this.client.send(this.address, this.iface.encodeFunctionData(fn, args))
  }

  /** The function's first return value. */
  async read<T>(fn: string, ...args: unknown[]): Promise<T> {
    const data = await this.client.call(this.address, this.iface.encodeFunctionData(fn, args))
    return this.iface.decodeFunctionResult(fn, data)[0] as T
  }

  /** Every return value, as an array. */
  async readAll(fn: string, ...args: unknown[]): Promise<unknown[]> {
    const data = await this.client.call(this.address, this.iface.encodeFunctionData(fn, args))
    return [...this.iface.decodeFunctionResult(fn, data)]
  }
}

export interface Platform {
  chain: InProcessChain
  /** The platform's chain key: deployer, admin, agent, anchor writer. */
  agent: ChainClient
  treasury: Wallet
  platformSigner: Wallet
  addresses: PlatformContracts
  registry: TestContract
  iqs: TestContract
  ost: TestContract
  settlement: TestContract
  anchors: TestContract
  /** A client for `wallet` (funded with ether on first use). */
  clientOf(wallet: Wallet): ChainClient
  /** Puts `wallet` on the list as trader `traderId`. */
  allow(wallet: Wallet, traderId: string): Promise<void>
}

/** A fresh chain with the platform's contracts deployed by a random platform key. */
export async function deployPlatform(): Promise<Platform> {
  const chain = await createInProcessChain({ chainId: CHAIN_ID })
  const platformKey = newWallet()
  const treasury = newWallet()
  const platformSigner = newWallet()
  const agent = chain.client(platformKey.privateKey)
  const addresses = await deployPlatformContracts(agent, {
    treasury: treasury.address,
    treasuryTraderId: 'treasury',
    platformSigner: platformSigner.address,
  })
  const contract = (name: ContractName, address: string): TestContract =>
    new TestContract(address, contractInterfaces[name], agent)
  const registry = contract('IdentityRegistry', addresses.registry)
  return {
    chain,
    agent,
    treasury,
    platformSigner,
    addresses,
    registry,
    iqs: contract('IQSToken', addresses.iqs),
    ost: contract('OSTToken', addresses.ost),
    settlement: contract('Settlement', addresses.settlement),
    anchors: contract('AnchorRegistry', addresses.anchors),
    clientOf: (wallet) => chain.client(wallet.privateKey),
    allow: async (wallet, traderId) => {
      expectMined(await registry.send('allow', wallet.address, traderKey(traderId)))
    },
  }
}

export function expectMined(outcome: TxOutcome): TxOutcome {
  const reason = decodeRevert(outcome.revertData)
  expect(
    outcome.status,
    reason ? `reverted with ${reason.name}(${reason.args.join(', ')})` : 'reverted',
  ).toBe('mined')
  return outcome
}

/** Asserts the transaction reverted with the custom error `name`; returns the error's arguments. */
export function expectRevert(outcome: TxOutcome, name: string): unknown[] {
  expect(outcome.status).toBe('reverted')
  const reason = decodeRevert(outcome.revertData)
  expect(reason?.name).toBe(name)
  return reason?.args ?? []
}
