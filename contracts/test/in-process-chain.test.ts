import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Transaction, Wallet, ZeroAddress } from 'ethers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  CallRevertedError,
  contractInterfaces,
  createInProcessChain,
  decodeRevert,
  deployPlatformContracts,
  type InProcessChain,
  type MinedBlock,
  type PlatformContracts,
  type TxOutcome,
} from '../src/index.js'

const CHAIN_ID = 4242
const iqsAbi = contractInterfaces.IQSToken

describe('in-process chain', () => {
  let dir: string
  let journalFile: string
  const platformKey = Wallet.createRandom()
  const treasury = Wallet.createRandom()
  const open: InProcessChain[] = []
  /** A clock that moves 1.5 s per reading, from a fixed start. */
  const steppingClock = (): (() => number) => {
    let ms = 1_767_225_600_000
    return () => (ms += 1_500)
  }
  const openChain = async (
    options: { journal?: boolean; now?: () => number } = {},
  ): Promise<InProcessChain> => {
    const chain = await createInProcessChain({
      chainId: CHAIN_ID,
      journalFile: options.journal === false ? undefined : journalFile,
      now: options.now ?? steppingClock(),
    })
    open.push(chain)
    return chain
  }
  const blocksOf = (chain: InProcessChain): (MinedBlock | undefined)[] =>
    Array.from({ length: chain.blockNumber() + 1 }, (_, number) => chain.block(number))
  const balanceOf = async (
    chain: InProcessChain,
    contracts: PlatformContracts,
    wallet: string,
  ): Promise<bigint> => {
    const data = await chain
      .client(platformKey.privateKey)
      .call(contracts.iqs, iqsAbi.encodeFunctionData('balanceOf', [wallet]))
    return iqsAbi.decodeFunctionResult('balanceOf', data)[0] as bigint
  }
  const deploy = (chain: InProcessChain): Promise<PlatformContracts> =>
    deployPlatformContracts(chain.client(platformKey.privateKey), {
      treasury: treasury.address,
      platformSigner: platformKey.address,
    })

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'iqs-chain-'))
    // In a folder that does not exist yet, as DATA_DIR/chain on a first start.
    journalFile = join(dir, 'chain', 'journal.jsonl')
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((chain) => chain.close()))
    rmSync(dir, { recursive: true, force: true })
  })

  it('mines one transaction per block, with timestamps from its clock, and real transaction hashes', async () => {
    const chain = await openChain({ journal: false })
    const contracts = await deploy(chain)
    const client = chain.client(treasury.privateKey)
    const outcome = await client.send(
      contracts.iqs,
      iqsAbi.encodeFunctionData('approve', [platformKey.address, 5]),
    )
    expect(outcome.status).toBe('mined')
    expect(outcome.blockNumber).toBe(chain.blockNumber())
    expect(await client.blockNumber()).toBe(chain.blockNumber())
    expect(outcome.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(chain.block(outcome.blockNumber)?.transactionHash).toBe(outcome.hash)
    const blocks = blocksOf(chain)
    expect(blocks.map((block) => block?.number)).toEqual(blocks.map((_, number) => number))
    // The stepping clock reads 1.5 s later for every block: whole seconds, never going back.
    const times = blocks.slice(1).map((block) => block!.timestamp)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(times[0]).toBe(1_767_225_601)
    expect(new Set(blocks.map((block) => block?.hash)).size).toBe(blocks.length)
    expect(chain.block(chain.blockNumber() + 1)).toBeUndefined()
    expect(client.chainId).toBe(CHAIN_ID)
    expect(client.address).toBe(treasury.address)
  })

  it('gives a revert as an outcome for a send, and throws CallRevertedError for a call', async () => {
    const chain = await openChain({ journal: false })
    const contracts = await deploy(chain)
    const stranger = Wallet.createRandom().address
    const data = iqsAbi.encodeFunctionData('transfer', [stranger, 1])
    const client = chain.client(treasury.privateKey)

    const outcome = await client.send(contracts.iqs, data)
    expect(outcome.status).toBe('reverted')
    expect(outcome.logs).toEqual([])
    expect(decodeRevert(outcome.revertData)).toEqual({ name: 'WalletNotAllowed', args: [stranger] })

    const error = await client.call(contracts.iqs, data).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CallRevertedError)
    expect(decodeRevert((error as CallRevertedError).data)?.name).toBe('WalletNotAllowed')
  })

  it('serialises concurrent sends of one sender (no nonce race)', async () => {
    const chain = await openChain({ journal: false })
    const contracts = await deploy(chain)
    const client = chain.client(treasury.privateKey)
    const before = chain.blockNumber()
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client.send(contracts.iqs, iqsAbi.encodeFunctionData('approve', [platformKey.address, i])),
      ),
    )
    expect(outcomes.map((outcome) => outcome.status)).toEqual(outcomes.map(() => 'mined'))
    expect(outcomes.map((outcome) => outcome.blockNumber)).toEqual(outcomes.map((_, i) => before + 1 + i))
  })

  it('signs without mining, broadcasts once (a retry gives the same outcome), and keeps outcomes by hash', async () => {
    const chain = await openChain()
    const contracts = await deploy(chain)
    const client = chain.client(treasury.privateKey)
    const signed = await client.sign(
      contracts.iqs,
      iqsAbi.encodeFunctionData('approve', [platformKey.address, 7]),
    )
    const before = chain.blockNumber()
    expect(await client.outcome(signed.hash)).toBeUndefined()
    expect(chain.blockNumber()).toBe(before)

    const outcome = await client.broadcast(signed.raw)
    expect(outcome).toMatchObject({ hash: signed.hash, status: 'mined', blockNumber: before + 1 })
    expect(await client.broadcast(signed.raw)).toEqual(outcome)
    expect(chain.blockNumber()).toBe(before + 1)
    expect(await client.outcome(signed.hash)).toEqual(outcome)

    // Signed, then overtaken by another transaction of the sender: its nonce is spent.
    const stale = await client.sign(
      contracts.iqs,
      iqsAbi.encodeFunctionData('approve', [platformKey.address, 8]),
    )
    await client.send(contracts.iqs, iqsAbi.encodeFunctionData('approve', [platformKey.address, 9]))
    await expect(client.broadcast(stale.raw)).rejects.toThrow(/nonce/)

    // Another chain's transaction is refused.
    const elsewhere = await createInProcessChain({ chainId: CHAIN_ID + 1 })
    const foreign = await elsewhere.client(treasury.privateKey).sign(contracts.iqs, '0x')
    await elsewhere.close()
    await expect(client.broadcast(foreign.raw)).rejects.toThrow()

    expect(await client.code(treasury.address)).toBe('0x')
    const code = await client.code(contracts.iqs)
    expect(code.length).toBeGreaterThan(1_000)
    await chain.close()

    const reopened = await openChain()
    expect(await reopened.client(treasury.privateKey).outcome(signed.hash)).toEqual(outcome)
    expect(await reopened.client(treasury.privateKey).code(contracts.iqs)).toBe(code)
  })

  it('replays its journal at start: same state, blocks and transaction hashes; then goes on', async () => {
    const first = await openChain()
    const contracts = await deploy(first)
    const alice = Wallet.createRandom()
    const outcomes: TxOutcome[] = []
    const treasuryClient = first.client(treasury.privateKey)
    for (const amount of [1, 2, 3]) {
      // Calls in between change nothing that the replay, which has no calls, would miss.
      await balanceOf(first, contracts, treasury.address)
      const data = iqsAbi.encodeFunctionData('transfer', [alice.address, amount])
      outcomes.push(await treasuryClient.send(contracts.iqs, data))
      // On disk once the send resolved: a real signed transaction, whose Keccak hash is the outcome's.
      const lastLine = JSON.parse(readFileSync(journalFile, 'utf8').trimEnd().split('\n').at(-1)!) as {
        raw: string
      }
      const signed = Transaction.from(lastLine.raw)
      expect([signed.hash, signed.from, signed.data]).toEqual([outcomes.at(-1)!.hash, treasury.address, data])
    }
    const reverted = await treasuryClient.send(
      contracts.iqs,
      iqsAbi.encodeFunctionData('burnFrom', [alice.address, 1]),
    )
    expect(reverted.status).toBe('reverted')
    outcomes.push(reverted)
    const blocks = blocksOf(first)
    const balance = await balanceOf(first, contracts, treasury.address)
    await first.close()

    const second = await openChain({ now: () => 0 })
    expect(second.blockNumber()).toBe(blocks.length - 1)
    expect(blocksOf(second)).toEqual(blocks)
    for (const outcome of outcomes)
      expect(second.block(outcome.blockNumber)?.transactionHash).toBe(outcome.hash)
    expect(await balanceOf(second, contracts, treasury.address)).toBe(balance)

    // It goes on from there: the nonce follows, the new block's time never goes back.
    const next = await second
      .client(treasury.privateKey)
      .send(contracts.iqs, iqsAbi.encodeFunctionData('approve', [alice.address, 1]))
    expect(next.status).toBe('mined')
    expect(next.blockNumber).toBe(blocks.length)
    expect(outcomes.map((outcome) => outcome.hash)).not.toContain(next.hash)
    expect(second.block(next.blockNumber)!.timestamp).toBe(blocks.at(-1)!.timestamp)
    await second.close()

    const third = await openChain()
    expect(blocksOf(third)).toEqual(blocksOf(second))
  })

  it('ignores a torn last line (a crash mid-write), and appends after it cleanly', async () => {
    const first = await openChain()
    const contracts = await deploy(first)
    const blocks = blocksOf(first)
    await first.close()
    const intact = readFileSync(journalFile, 'utf8')
    appendFileSync(journalFile, '{"type":"tx","block":99,"timestamp":17672')

    const second = await openChain()
    expect(blocksOf(second)).toEqual(blocks)
    expect(readFileSync(journalFile, 'utf8')).toBe(intact)
    const outcome = await second
      .client(treasury.privateKey)
      .send(contracts.iqs, iqsAbi.encodeFunctionData('approve', [platformKey.address, 1]))
    await second.close()

    const third = await openChain()
    expect(third.blockNumber()).toBe(outcome.blockNumber)
  })

  it('refuses a journal damaged before its end, or of another chain', async () => {
    const first = await openChain()
    await deploy(first)
    await first.close()
    const lines = readFileSync(journalFile, 'utf8').split('\n')
    writeFileSync(journalFile, [...lines.slice(0, 3), '{"type":"tx",', ...lines.slice(3)].join('\n'))
    await expect(openChain()).rejects.toThrow(/unreadable line/)

    writeFileSync(journalFile, lines.join('\n'))
    await expect(createInProcessChain({ chainId: CHAIN_ID + 1, journalFile })).rejects.toThrow(/not of chain/)
  })

  it('refuses work after close', async () => {
    const chain = await openChain({ journal: false })
    const client = chain.client(treasury.privateKey)
    await chain.close()
    await expect(client.send(ZeroAddress, '0x')).rejects.toThrow(/closed/)
    await expect(client.call(ZeroAddress, '0x')).rejects.toThrow(/closed/)
  })
})
