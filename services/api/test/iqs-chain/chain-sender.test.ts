import {
  contractInterfaces,
  createInProcessChain,
  type ChainClient,
  type InProcessChain,
} from '@iqs/contracts'
import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainIntent } from '../../src/iqs/chain/chain-intent.js'
import { ensureDeployment } from '../../src/iqs/chain/chain-deployment.js'
import { ChainSender } from '../../src/iqs/chain/chain-sender.js'
import type { ChainContractAddresses } from '../../src/iqs/chain/chain-tables.js'
import { intentCall } from '../../src/iqs/chain/intent-call.js'
import { testClock } from '../../src/platform/clock.js'
import type { Database } from '../../src/platform/db/database.js'

const { IQSToken } = contractInterfaces
const quiet = { warn: () => {}, error: () => {} }

/**
 * The sender's exactly-once promise across crashes, on each storage backend: a row is signed and
 * saved before it is broadcast, so a restart finds it `sent` and neither loses nor doubles it.
 */
for (const backend of testDatabases()) {
  describe(`the chain sender on ${backend.name}`, () => {
    let database: DatabaseHandle<Database>
    let chain: InProcessChain
    let client: ChainClient
    let contracts: ChainContractAddresses
    const holder = Wallet.createRandom().address
    const clock = testClock(Date.UTC(2026, 10, 25))
    let rows = 0

    const sender = () => new ChainSender({ db: database.db, chain: client, contracts, clock, log: quiet })
    const enqueue = async (intent: ChainIntent) => {
      rows += 1
      return database.db
        .insertInto('chain_outbox')
        .values({
          key: `test#${rows}`,
          position: rows,
          kind: intent.kind,
          payload: JSON.stringify(intent) as never,
          last_error: null,
          tx_hash: null,
          raw_tx: null,
          block_number: null,
          gas_used: null,
          created_at: clock.date(),
          updated_at: clock.date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
    }
    const balance = async () =>
      Number(
        IQSToken.decodeFunctionResult(
          'balanceOf',
          await client.call(contracts.iqs, IQSToken.encodeFunctionData('balanceOf', [holder])),
        )[0],
      )
    const stateOf = async (id: number) =>
      database.db
        .selectFrom('chain_outbox')
        .select(['state', 'tx_hash', 'block_number', 'last_error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    /** The crash: the row signed and saved as `sent`, then (perhaps) broadcast, and the process gone. */
    const signAndSave = async (intent: ChainIntent) => {
      const row = await enqueue(intent)
      const planned = await intentCall(client, contracts, intent)
      if (planned.kind !== 'call') throw new Error(`nothing to send: ${planned.reason}`)
      const signed = await client.sign(planned.to, planned.data)
      await database.db
        .updateTable('chain_outbox')
        .set({ state: 'sent', tx_hash: signed.hash, raw_tx: signed.raw, attempts: 1 })
        .where('id', '=', row.id)
        .execute()
      return { row, signed }
    }

    beforeAll(async () => {
      database = await backend.open<Database>()
      chain = await createInProcessChain({ chainId: 1 })
      client = chain.client(Wallet.createRandom().privateKey)
      contracts = await ensureDeployment(database.db, client, {
        platformSigner: Wallet.createRandom().address,
        at: clock.date(),
      })
      await enqueue({ kind: 'allow', traderId: '7', address: holder })
      await enqueue({ kind: 'allocate', instrument: 'IQS', traderId: '7', address: holder, quantity: 10 })
      expect(await sender().drain()).toBe(2)
      expect(await balance()).toBe(10)
    }, 120_000)
    afterAll(async () => {
      await chain?.close()
      await database?.destroy()
    })

    it('finds a row mined before the crash by its hash, and does not send it again', async () => {
      const { row, signed } = await signAndSave({
        kind: 'allocate',
        instrument: 'IQS',
        traderId: '7',
        address: holder,
        quantity: 5,
      })
      await client.broadcast(signed.raw)
      expect(await balance()).toBe(15)
      expect(await sender().drain()).toBe(1)
      expect(await balance()).toBe(15)
      expect(await stateOf(row.id)).toMatchObject({ state: 'mined', tx_hash: signed.hash, last_error: null })
    })

    it('broadcasts a row saved but never sent as the same signed transaction, once', async () => {
      const { row, signed } = await signAndSave({
        kind: 'allocate',
        instrument: 'IQS',
        traderId: '7',
        address: holder,
        quantity: 3,
      })
      expect(await balance()).toBe(15)
      await sender().drain()
      expect(await balance()).toBe(18)
      expect(await stateOf(row.id)).toMatchObject({ state: 'mined', tx_hash: signed.hash })
    })

    it('records a revert with the contract’s reason and goes on; skips what the chain already is', async () => {
      const stranger = Wallet.createRandom().address
      const refused = await enqueue({
        kind: 'allocate',
        instrument: 'IQS',
        traderId: '8',
        address: stranger,
        quantity: 1,
      })
      const noWallet = await enqueue({ kind: 'convert', traderId: '9', address: null, quantity: 1 })
      const unpaused = await enqueue({ kind: 'pause', instrument: 'IQS', paused: false })
      const next = await enqueue({
        kind: 'allocate',
        instrument: 'IQS',
        traderId: '7',
        address: holder,
        quantity: 2,
      })
      expect(await sender().drain()).toBe(4)
      expect(await stateOf(refused.id)).toMatchObject({
        state: 'failed',
        last_error: `WalletNotAllowed(${stranger})`,
        tx_hash: expect.stringMatching(/^0x/),
      })
      expect(await stateOf(noWallet.id)).toMatchObject({
        state: 'failed',
        last_error: 'NO_WALLET',
        tx_hash: null,
      })
      expect(await stateOf(unpaused.id)).toMatchObject({ state: 'skipped', last_error: 'NOT_PAUSED' })
      expect(await stateOf(next.id)).toMatchObject({ state: 'mined' })
      expect(await balance()).toBe(20)
    })

    it('leaves the row as it was when the chain cannot be reached', async () => {
      const row = await enqueue({
        kind: 'allocate',
        instrument: 'IQS',
        traderId: '7',
        address: holder,
        quantity: 1,
      })
      const down: ChainClient = {
        ...client,
        chainId: client.chainId,
        address: client.address,
        call: () => Promise.reject(new Error('connect ECONNREFUSED')),
        sign: () => Promise.reject(new Error('connect ECONNREFUSED')),
      }
      const offline = new ChainSender({ db: database.db, chain: down, contracts, clock, log: quiet })
      await expect(offline.drain()).rejects.toThrow('ECONNREFUSED')
      expect(await stateOf(row.id)).toMatchObject({ state: 'pending', tx_hash: null })
      await sender().drain()
      expect(await stateOf(row.id)).toMatchObject({ state: 'mined' })
      expect(await balance()).toBe(21)
    })
  })
}
