import { createBlock, createBlockHeader, genTransactionsTrieRoot, type Block } from '@ethereumjs/block'
import { createCustomCommon, Hardfork, Mainnet, type Common } from '@ethereumjs/common'
import { createFeeMarket1559Tx, createTxFromRLP, type TypedTransaction } from '@ethereumjs/tx'
import {
  Account,
  bytesToHex,
  createAddressFromPrivateKey,
  createAddressFromString,
  createZeroAddress,
  hexToBytes,
  type PrefixedHexString,
} from '@ethereumjs/util'
import { createVM, runTx, type VM } from '@ethereumjs/vm'
import { getAddress } from 'ethers'
import type { ChainLog, TxOutcome } from '../chain-client.js'

/**
 * The fork the chain runs, pinned so that an upgrade of @ethereumjs does not change it under the
 * compiled bytecode (scripts/compile-solidity.ts compiles for the same one).
 */
export const HARDFORK = Hardfork.Prague
/** A constant base fee: blocks are never full here, fees only need paying. */
const BASE_FEE_PER_GAS = 1_000_000_000n
const BLOCK_GAS_LIMIT = 30_000_000n
/**
 * Every transaction may burn up to this much gas; it pays only for what it uses, so the numbers a
 * gas report shows do not depend on it. 2^24 is EIP-7825's per-transaction cap (Osaka): what runs
 * here also fits a node of that fork.
 */
const TX_GAS_LIMIT = 16_777_216n

export interface MinedBlock {
  number: number
  /** Seconds since the epoch. */
  timestamp: number
  hash: string
  /** The block's one transaction (none in the genesis block). */
  transactionHash?: string
}

export interface Mined {
  outcome: TxOutcome
  /** The contract a creation made (checksummed), when it did not revert. */
  createdAddress?: string
}

/**
 * An EVM state with a chain of blocks of one transaction each. Its methods must not run side by
 * side (the chain's queue sees to it). The blocks are not validated as a node would (no proof of
 * anything, no system contracts): they exist to give each transaction a number, a timestamp and
 * a hash that commits to the parent, the transaction and the resulting state.
 */
export class InProcessEvm {
  private readonly blocks: MinedBlock[]

  private constructor(
    readonly common: Common,
    private readonly vm: VM,
    private head: Block,
  ) {
    this.blocks = [toMinedBlock(head)]
  }

  static async create(chainId: number): Promise<InProcessEvm> {
    const common = createCustomCommon({ chainId, name: `iqs-in-process-${chainId}` }, Mainnet, {
      hardfork: HARDFORK,
    })
    const vm = await createVM({ common })
    const genesis = createBlock(
      {
        header: {
          number: 0n,
          timestamp: 0n,
          gasLimit: BLOCK_GAS_LIMIT,
          baseFeePerGas: BASE_FEE_PER_GAS,
          stateRoot: await vm.stateManager.getStateRoot(),
        },
      },
      { common },
    )
    return new InProcessEvm(common, vm, genesis)
  }

  blockNumber(): number {
    return Number(this.head.header.number)
  }

  block(number: number): MinedBlock | undefined {
    return this.blocks[number]
  }

  async balanceOf(address: string): Promise<bigint> {
    return (await this.vm.stateManager.getAccount(createAddressFromString(address)))?.balance ?? 0n
  }

  /** The runtime bytecode at `address` (0x when none). */
  async codeAt(address: string): Promise<string> {
    return bytesToHex(await this.vm.stateManager.getCode(createAddressFromString(address)))
  }

  async nonceOf(address: string): Promise<bigint> {
    return (await this.vm.stateManager.getAccount(createAddressFromString(address)))?.nonce ?? 0n
  }

  /** Adds ether to an account outside any transaction (this chain's faucet). */
  async fund(address: string, wei: bigint): Promise<void> {
    const account = createAddressFromString(address)
    const current = (await this.vm.stateManager.getAccount(account)) ?? new Account()
    current.balance += wei
    await this.vm.stateManager.putAccount(account, current)
  }

  /** A signed EIP-1559 transaction from `privateKey` (`to` undefined: a contract creation). */
  signTransaction(
    privateKey: Uint8Array,
    nonce: bigint,
    to: string | undefined,
    data: string,
  ): TypedTransaction {
    return createFeeMarket1559Tx(
      {
        chainId: this.common.chainId(),
        nonce,
        maxFeePerGas: BASE_FEE_PER_GAS,
        maxPriorityFeePerGas: 0n,
        gasLimit: TX_GAS_LIMIT,
        to: to === undefined ? undefined : createAddressFromString(to),
        data: hexToBytes(data as PrefixedHexString),
      },
      { common: this.common },
    ).sign(privateKey)
  }

  /** A signed transaction from its raw form; throws when it is not one, or not signed for this chain. */
  decodeTransaction(raw: string): TypedTransaction {
    const tx = createTxFromRLP(hexToBytes(raw as PrefixedHexString), { common: this.common })
    if (!tx.isSigned()) throw new Error('in-process chain: the transaction is not signed')
    return tx
  }

  /**
   * Mines `tx` alone in the next block. A revert is mined (and paid for); a transaction that is
   * not valid here (nonce, funds) throws, and no block is made.
   */
  async mine(tx: TypedTransaction, timestamp: number): Promise<Mined> {
    const header = {
      parentHash: this.head.hash(),
      number: this.head.header.number + 1n,
      timestamp: BigInt(timestamp),
      gasLimit: BLOCK_GAS_LIMIT,
      baseFeePerGas: BASE_FEE_PER_GAS,
      coinbase: createZeroAddress(),
    }
    const result = await runTx(this.vm, { tx, block: createBlock({ header }, { common: this.common }) })
    const sealed = createBlock(
      {
        header: createBlockHeader(
          {
            ...header,
            stateRoot: await this.vm.stateManager.getStateRoot(),
            transactionsTrie: await genTransactionsTrieRoot([tx]),
            gasUsed: result.totalGasSpent,
            logsBloom: result.bloom.bitvector,
          },
          { common: this.common },
        ),
        transactions: [tx],
      },
      { common: this.common },
    )
    this.head = sealed
    this.blocks.push(toMinedBlock(sealed))

    const reverted = result.execResult.exceptionError !== undefined
    const outcome: TxOutcome = {
      hash: bytesToHex(tx.hash()),
      blockNumber: Number(sealed.header.number),
      status: reverted ? 'reverted' : 'mined',
      gasUsed: result.totalGasSpent,
      logs: (result.execResult.logs ?? []).map(([address, topics, data]): ChainLog => ({
        address: getAddress(bytesToHex(address)),
        topics: topics.map((topic) => bytesToHex(topic)),
        data: bytesToHex(data),
      })),
    }
    if (reverted) outcome.revertData = bytesToHex(result.execResult.returnValue)
    const created = reverted ? undefined : result.createdAddress
    return created === undefined ? { outcome } : { outcome, createdAddress: getAddress(created.toString()) }
  }

  /** eth_call at the head block: runs and then reverts every change (a call bumps the caller's nonce too). */
  async call(from: string, to: string, data: string): Promise<{ reverted: boolean; returnData: string }> {
    const journal = this.vm.evm.journal
    await journal.checkpoint()
    try {
      const caller = createAddressFromString(from)
      const { execResult } = await this.vm.evm.runCall({
        caller,
        origin: caller,
        to: createAddressFromString(to),
        data: hexToBytes(data as PrefixedHexString),
        gasLimit: TX_GAS_LIMIT,
        block: this.head,
      })
      return {
        reverted: execResult.exceptionError !== undefined,
        returnData: bytesToHex(execResult.returnValue),
      }
    } finally {
      await journal.revert()
      await journal.cleanup()
    }
  }
}

/** The address of a private key (checksummed). */
export function addressOfPrivateKey(privateKey: Uint8Array): string {
  return getAddress(createAddressFromPrivateKey(privateKey).toString())
}

function toMinedBlock(block: Block): MinedBlock {
  const mined: MinedBlock = {
    number: Number(block.header.number),
    timestamp: Number(block.header.timestamp),
    hash: bytesToHex(block.hash()),
  }
  const [tx] = block.transactions
  if (tx !== undefined) mined.transactionHash = bytesToHex(tx.hash())
  return mined
}
