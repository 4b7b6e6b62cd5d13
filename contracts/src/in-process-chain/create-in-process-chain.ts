import type { TypedTransaction } from '@ethereumjs/tx'
import { bytesToHex, hexToBytes, type PrefixedHexString } from '@ethereumjs/util'
import { getAddress } from 'ethers'
import type { ChainClient, TxOutcome } from '../chain-client.js'
import { readJournal, JournalWriter, type JournalEntry } from './journal.js'
import { addressOfPrivateKey, InProcessEvm, type Mined, type MinedBlock } from './in-process-evm.js'
import { InProcessClient, type ClientBackend } from './in-process-client.js'
import { SerialQueue } from './serial-queue.js'

/** A sender gets this much ether when it has less than MIN_BALANCE: enough for millions of transactions. */
const FUNDING = 1_000n * 10n ** 18n
const MIN_BALANCE = 10n ** 18n

export interface InProcessChain {
  readonly chainId: number
  /** A sender; it is given ether on first use so it can pay gas. The same key gives the same client. */
  client(privateKey: string): ChainClient
  blockNumber(): number
  block(number: number): MinedBlock | undefined
  /** Waits for the work under way, then closes the journal; later work is refused. */
  close(): Promise<void>
}

export interface InProcessChainOptions {
  chainId: number
  /** Where the chain persists: every state change is appended here, and replayed at start. */
  journalFile?: string
  /** The clock of block timestamps, in milliseconds (Date.now by default). */
  now?: () => number
}

/**
 * An Ethereum chain inside this process (the api's embedded default): one transaction per block,
 * real signed transactions, optionally persisted to a journal file. The EVM is @ethereumjs/vm on
 * the Prague fork.
 *
 * @example
 * const chain = await createInProcessChain({ chainId: 31337, journalFile: 'data/chain.jsonl' })
 * const client = chain.client(wallet.privateKey)
 * const outcome = await client.send(token, iface.encodeFunctionData('pause'))
 */
export async function createInProcessChain(options: InProcessChainOptions): Promise<InProcessChain> {
  const { chainId, journalFile } = options
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error('chainId must be a positive integer')
  const now = options.now ?? Date.now
  const evm = await InProcessEvm.create(chainId)
  /** Every mined transaction's outcome by hash (lowercase), as a node keeps receipts. */
  const outcomes = new Map<string, TxOutcome>()
  let journal: JournalWriter | undefined
  if (journalFile !== undefined) {
    const entries = await readJournal(journalFile)
    await replay(evm, entries, journalFile, chainId, outcomes)
    journal = await JournalWriter.open(journalFile)
    if (entries.length === 0) await journal.append({ type: 'chain', chainId })
  }

  const queue = new SerialQueue()
  const clients = new Map<string, ChainClient>()
  let closed = false
  // Memory ran ahead of a journal append that failed: the chain refuses all further work rather
  // than give outcomes that a restart would forget.
  let broken: Error | undefined

  const record = async (entry: JournalEntry): Promise<void> => {
    try {
      await journal?.append(entry)
    } catch (error) {
      broken = new Error(`in-process chain: the journal could not be written`, { cause: error })
      throw broken
    }
  }
  // Work queued before close() still runs (close waits for it); work asked for after it is refused.
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new Error('in-process chain: closed'))
    return queue.run(() => (broken ? Promise.reject(broken) : task()))
  }
  /** The faucet: a sender short of ether gets some, journaled like any state change. */
  const fundIfLow = async (address: string): Promise<void> => {
    if ((await evm.balanceOf(address)) >= MIN_BALANCE) return
    await evm.fund(address, FUNDING)
    await record({ type: 'fund', address, wei: FUNDING.toString() })
  }
  const signAtNextNonce = async (privateKey: Uint8Array, to: string | undefined, data: string) => {
    const from = addressOfPrivateKey(privateKey)
    await fundIfLow(from)
    return evm.signTransaction(privateKey, await evm.nonceOf(from), to, data)
  }
  const mine = async (tx: TypedTransaction): Promise<Mined> => {
    await fundIfLow(getAddress(tx.getSenderAddress().toString()))
    const parent = evm.block(evm.blockNumber())
    const timestamp = Math.max(parent?.timestamp ?? 0, Math.floor(now() / 1000))
    const mined = await evm.mine(tx, timestamp)
    await record({ type: 'tx', block: mined.outcome.blockNumber, timestamp, raw: bytesToHex(tx.serialize()) })
    outcomes.set(mined.outcome.hash, mined.outcome)
    return mined
  }

  const backend: ClientBackend = {
    chainId,
    transact: (privateKey, to, data) =>
      enqueue(async () => mine(await signAtNextNonce(privateKey, to, data))),
    sign: (privateKey, to, data) =>
      enqueue(async () => {
        const tx = await signAtNextNonce(privateKey, to, data)
        return { hash: bytesToHex(tx.hash()), raw: bytesToHex(tx.serialize()) }
      }),
    broadcast: (raw) =>
      enqueue(async () => {
        const tx = evm.decodeTransaction(raw)
        return outcomes.get(bytesToHex(tx.hash())) ?? (await mine(tx)).outcome
      }),
    outcome: (hash) => outcomes.get(hash),
    call: (from, to, data) => enqueue(() => evm.call(from, to, data)),
    code: (address) => enqueue(() => evm.codeAt(address)),
    blockNumber: () => evm.blockNumber(),
  }

  return {
    chainId,
    client(privateKey: string): ChainClient {
      const key = hexToBytes(
        (privateKey.startsWith('0x') ? privateKey : `0x${privateKey}`) as PrefixedHexString,
      )
      if (key.length !== 32) throw new Error('a private key is 32 bytes of hex')
      const hex = bytesToHex(key)
      let client = clients.get(hex)
      if (client === undefined) {
        client = new InProcessClient(backend, key, addressOfPrivateKey(key))
        clients.set(hex, client)
      }
      return client
    },
    blockNumber: () => evm.blockNumber(),
    block: (number) => evm.block(number),
    async close(): Promise<void> {
      if (closed) return
      closed = true
      await queue.drain()
      await journal?.close()
    },
  }
}

/** Rebuilds the state the journal records; its transactions mine as they did the first time. */
async function replay(
  evm: InProcessEvm,
  entries: JournalEntry[],
  file: string,
  chainId: number,
  outcomes: Map<string, TxOutcome>,
): Promise<void> {
  const [first, ...rest] = entries
  if (first === undefined) return
  if (first.type !== 'chain' || first.chainId !== chainId)
    throw new Error(`chain journal ${file} is not of chain ${chainId}`)
  for (const entry of rest) {
    if (entry.type === 'fund') await evm.fund(entry.address, BigInt(entry.wei))
    else if (entry.type === 'tx') {
      const { outcome } = await evm.mine(evm.decodeTransaction(entry.raw), entry.timestamp)
      if (outcome.blockNumber !== entry.block)
        throw new Error(`chain journal ${file}: block ${entry.block} replayed as ${outcome.blockNumber}`)
      outcomes.set(outcome.hash, outcome)
    } else throw new Error(`chain journal ${file}: a second chain line`)
  }
}
