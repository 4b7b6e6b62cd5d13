import { contractInterfaces } from '@iqs/contracts'
import { chainStatusSchema, reconciliationSchema } from '@iqs/protocol'
import { verifyChain } from '@iqs/eventstore'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkAnchors } from '../../src/audit/anchor-check.js'
import { testConfig } from '../../src/index.js'
import { startHardhatNode, type JsonRpcNode } from '../helpers/hardhat-node.js'
import { journeyDatabases } from '../helpers/journey-databases.js'
import {
  errorOf,
  startTokenApp,
  type Person,
  type TokenTestApp,
} from '../iqs-settlement/settlement-test-kit.js'

const { IQSToken, OSTToken, Settlement } = contractInterfaces

/** The chain the test app's platform signer signs for (PLATFORM_CHAIN_ID, 1 when unset). */
const PLATFORM_CHAIN_ID = Number(process.env.PLATFORM_CHAIN_ID ?? 1)
/** The platform's chain key on the Hardhat node (funded there); the in-process chain funds any. */
const PLATFORM_CHAIN_KEY = Wallet.createRandom().privateKey

/**
 * The two adapters of the chain port: the in-process EVM, and a JSON-RPC node (Hardhat, in a
 * process of its own) reached through ethers as `CHAIN_RPC_URL` would. Each mirrors the log with
 * anchors at every 10th event.
 */
const CHAINS = [
  { name: 'the in-process EVM', mode: 'in-process' as const, node: undefined },
  {
    name: 'a JSON-RPC node',
    mode: 'json-rpc' as const,
    node: () => startHardhatNode({ chainId: PLATFORM_CHAIN_ID, funded: [PLATFORM_CHAIN_KEY] }),
  },
]

for (const backend of journeyDatabases())
  for (const chain of CHAINS) {
    describe(`the log mirrored on ${chain.name}, on ${backend.name}`, () => {
      let node: JsonRpcNode | undefined
      let t: TokenTestApp
      let seller: Person
      let buyer: Person
      let tradeId: string

      const mirror = () => t.app.chain!
      /** Until the outbox holds the whole log and every row is sent. */
      const mirrored = async () => {
        await t.caughtUp()
        await mirror().settle()
      }
      const chainCall = async (to: string, data: string) => mirror().connection!.client.call(to, data)
      const walletOf = async (person: Person) =>
        (
          await t.database.db
            .selectFrom('chain_wallets')
            .select('address')
            .where('trader_id', '=', String(person.id))
            .executeTakeFirstOrThrow()
        ).address!
      const onChainBalance = async (person: Person, instrument: 'IQS' | 'OST') => {
        const contracts = mirror().connection!.contracts
        const token = instrument === 'IQS' ? contracts.iqs : contracts.ost
        const data = await chainCall(
          token,
          IQSToken.encodeFunctionData('balanceOf', [await walletOf(person)]),
        )
        return Number(IQSToken.decodeFunctionResult('balanceOf', data)[0])
      }
      const order = (person: Person, side: 'BUY' | 'SELL', price: number, quantity: number) =>
        t.market('IQS', {
          type: 'PlaceOrder',
          orderId: randomUUID(),
          traderId: String(person.id),
          side,
          orderType: 'LIMIT',
          price,
          quantity,
        })
      const reconciliation = async () => {
        const answer = await t.as(t.admin, 'GET', '/api/admin/iqs/chain/reconciliation')
        expect(answer.statusCode).toBe(200)
        return reconciliationSchema.parse(answer.json().data)
      }

      beforeAll(async () => {
        node = await chain.node?.()
        t = await startTokenApp(backend, {
          chain: {
            ...testConfig().chain,
            mode: chain.mode,
            anchorEvery: 10,
            rpcUrl: node?.url,
            privateKey: PLATFORM_CHAIN_KEY,
          },
        })
        seller = await t.trader(1_000)
        buyer = await t.trader()
        await order(seller, 'SELL', 150, 100)
        const crossing = await order(buyer, 'BUY', 150, 100)
        const trade = crossing.events.find((e) => e.type === 'TradeExecuted')
        if (!trade || trade.type !== 'TradeExecuted') throw new Error('no trade')
        tradeId = trade.tradeId
      }, 120_000)
      afterAll(async () => {
        await t?.close()
        await node?.stop()
      })

      it('allows each approved wallet and allocates the credited tokens from the treasury', async () => {
        await mirrored()
        expect(await onChainBalance(seller, 'IQS')).toBe(1_000)
        expect(await onChainBalance(buyer, 'IQS')).toBe(0)
        const status = chainStatusSchema.parse(
          (await t.as(t.admin, 'GET', '/api/admin/iqs/chain')).json().data,
        )
        expect(status).toMatchObject({
          mode: chain.mode,
          reachable: true,
          backlog: { pending: 0, sent: 0, failed: 0 },
        })
        expect(status.rows.map((row) => [row.kind, row.state])).toEqual(
          expect.arrayContaining([
            ['allow', 'mined'],
            ['allocate', 'mined'],
          ]),
        )
        // The trade is not on chain before its settlement: the seller's tokens stay in their wallet.
        const report = await reconciliation()
        expect(report.instruments.find((i) => i.instrument === 'IQS')!.differences).toEqual([])
      })

      it('settles an accepted trade through the Settlement contract and its signature', async () => {
        await t.as(buyer, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
        await t.as(seller, 'POST', `/api/iqs/settlements/${tradeId}/validate`)
        await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/euros-received`)
        const accepted = await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${tradeId}/accept`)
        expect(accepted.statusCode).toBe(200)
        await mirrored()
        expect(await onChainBalance(buyer, 'IQS')).toBe(100)
        expect(await onChainBalance(seller, 'IQS')).toBe(900)
        const settled = Settlement.decodeFunctionResult(
          'isSettled',
          await chainCall(
            mirror().connection!.contracts.settlement,
            Settlement.encodeFunctionData('isSettled', [tradeId]),
          ),
        )[0]
        expect(settled).toBe(true)

        // The admin's queue and the member's tracker show the transaction.
        const queue = (await t.as(t.admin, 'GET', '/api/admin/iqs/settlements')).json().data
        const row = queue.find((r: { tradeId: string }) => r.tradeId === tradeId)
        expect(row.chain).toMatchObject({
          state: 'mined',
          txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
          error: null,
        })
        expect(row.chain.blockNumber).toBeGreaterThan(0)
        const mine = (await t.as(buyer, 'GET', '/api/iqs/settlements')).json().data
        expect(mine[0].chain).toEqual(row.chain)

        // The verification says where it settled on chain.
        const verified = await t.as(buyer, 'POST', '/api/iqs/verify', {
          payload: mine[0].signedPayload,
          signature: mine[0].signature,
        })
        expect(verified.json().data).toMatchObject({
          authentic: true,
          onChain: { settled: true, tx: row.chain },
        })
        expect((await reconciliation()).instruments.every((i) => i.differences.length === 0)).toBe(true)
      })

      it('converts IQS into OST in one transaction: IQS burnt, OST minted', async () => {
        const asked = await t.as(buyer, 'POST', '/api/iqs/conversion', { amount: 30 })
        expect(asked.statusCode).toBe(201)
        const accepted = await t.as(
          t.admin,
          'POST',
          `/api/admin/iqs/conversions/${asked.json().data.id}/accept`,
        )
        expect(accepted.statusCode).toBe(200)
        await mirrored()
        expect(await onChainBalance(buyer, 'IQS')).toBe(70)
        expect(await onChainBalance(buyer, 'OST')).toBe(30)
        const contracts = mirror().connection!.contracts
        const supply = async (to: string) =>
          Number(
            IQSToken.decodeFunctionResult(
              'totalSupply',
              await chainCall(to, IQSToken.encodeFunctionData('totalSupply')),
            )[0],
          )
        expect(await supply(contracts.iqs)).toBe(500_000_000 - 30)
        expect(await supply(contracts.ost)).toBe(30)
        const report = await reconciliation()
        expect(report.instruments.every((i) => i.differences.length === 0)).toBe(true)
        expect(report.instruments.find((i) => i.instrument === 'IQS')!.treasury).toEqual({
          chain: 500_000_000 - 1_000,
          engine: 500_000_000 - 1_000,
        })
        expect(OSTToken).toBeDefined()
      })

      it('pauses the token for a blackout; a settlement accepted meanwhile goes through when it resumes', async () => {
        const paused = async () =>
          IQSToken.decodeFunctionResult(
            'paused',
            await chainCall(mirror().connection!.contracts.iqs, IQSToken.encodeFunctionData('paused')),
          )[0]
        await order(seller, 'SELL', 150, 10)
        const crossing = await order(buyer, 'BUY', 150, 10)
        const trade = crossing.events.find((e) => e.type === 'TradeExecuted')
        if (!trade || trade.type !== 'TradeExecuted') throw new Error('no trade')
        await t.market('IQS', { type: 'SetMarketStatus', status: 'BLACKOUT' })
        await mirrored()
        expect(await paused()).toBe(true)

        for (const step of [
          t.as(buyer, 'POST', `/api/iqs/settlements/${trade.tradeId}/validate`),
          t.as(seller, 'POST', `/api/iqs/settlements/${trade.tradeId}/validate`),
        ])
          expect((await step).statusCode).toBe(200)
        await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${trade.tradeId}/euros-received`)
        expect(
          (await t.as(t.admin, 'POST', `/api/admin/iqs/settlements/${trade.tradeId}/accept`)).statusCode,
        ).toBe(200)
        await mirrored()
        const waiting = (await t.as(buyer, 'GET', '/api/iqs/settlements')).json().data
        expect(
          waiting.find((r: { transaction: string }) => r.transaction === trade.tradeId).chain,
        ).toMatchObject({
          state: 'failed',
          error: 'EnforcedPause()',
          txHash: null,
        })
        expect(await onChainBalance(buyer, 'IQS')).toBe(70)

        await t.market('IQS', { type: 'SetMarketStatus', status: 'OPEN' })
        await mirrored()
        expect(await paused()).toBe(false)
        const done = (await t.as(buyer, 'GET', '/api/iqs/settlements')).json().data
        expect(
          done.find((r: { transaction: string }) => r.transaction === trade.tradeId).chain,
        ).toMatchObject({
          state: 'mined',
          error: null,
        })
        expect(await onChainBalance(buyer, 'IQS')).toBe(80)
        expect((await reconciliation()).instruments.every((i) => i.differences.length === 0)).toBe(true)
      })

      it('fails an allocation to a trader with no wallet, and sends it again once approved', async () => {
        const member = await t.member()
        await t.market('IQS', {
          type: 'CreditTokens',
          traderId: String(member.id),
          quantity: 5,
          source: 'SHAREHOLDER_ADDED',
          reference: 'before approval',
        })
        await mirrored()
        const failed = await t.database.db
          .selectFrom('chain_outbox')
          .selectAll()
          .where('kind', '=', 'allocate')
          .where('state', '=', 'failed')
          .executeTakeFirstOrThrow()
        expect(failed.last_error).toBe('NO_WALLET')
        const backlog = chainStatusSchema.parse(
          (await t.as(t.admin, 'GET', '/api/admin/iqs/chain')).json().data,
        ).backlog
        expect(backlog.failed).toBe(1)

        // Refusals first: a member, a row that is not failed, an unknown row, a malformed id.
        const asMember = await t.as(buyer, 'POST', `/api/admin/iqs/chain/outbox/${failed.id}/retry`)
        expect(asMember.statusCode).toBe(403)
        const mined = await t.database.db
          .selectFrom('chain_outbox')
          .select('id')
          .where('state', '=', 'mined')
          .executeTakeFirstOrThrow()
        const notFailed = await t.as(t.admin, 'POST', `/api/admin/iqs/chain/outbox/${mined.id}/retry`)
        expect([notFailed.statusCode, errorOf(notFailed).code]).toEqual([409, 'CHAIN_ROW_NOT_FAILED'])
        const unknown = await t.as(t.admin, 'POST', '/api/admin/iqs/chain/outbox/999999999/retry')
        expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'CHAIN_ROW_NOT_FOUND'])
        expect((await t.as(t.admin, 'POST', '/api/admin/iqs/chain/outbox/abc/retry')).statusCode).toBe(400)

        // An approved trader's credit goes through; the member's row, sent again, still has no wallet.
        const trader = await t.trader(0)
        await t.market('IQS', {
          type: 'CreditTokens',
          traderId: String(trader.id),
          quantity: 7,
          source: 'SHAREHOLDER_ADDED',
          reference: 'after approval',
        })
        await mirrored()
        expect(await onChainBalance(trader, 'IQS')).toBe(7)
        const retried = await t.as(t.admin, 'POST', `/api/admin/iqs/chain/outbox/${failed.id}/retry`)
        expect(retried.statusCode).toBe(200)
        expect(retried.json().data).toMatchObject({ state: 'pending', kind: 'allocate' })
        await mirrored()
        const again = await t.database.db
          .selectFrom('chain_outbox')
          .select(['state', 'last_error'])
          .where('id', '=', failed.id)
          .executeTakeFirstOrThrow()
        expect(again).toEqual({ state: 'failed', last_error: 'NO_WALLET' })
        // The reconciliation names the difference.
        const report = await reconciliation()
        expect(report.instruments.find((i) => i.instrument === 'IQS')!.differences).toEqual([
          expect.objectContaining({
            traderId: String(member.id),
            engine: 5,
            chain: null,
            difference: -5,
            address: null,
          }),
        ])
      })

      it('anchors the head of the hash chain, and the anchors catch a rewritten event', async () => {
        await t.caughtUp()
        await mirror().outbox.catchUp()
        // The head is anchored now (unless it sits at a 10th position, which the outbox anchored already).
        await mirror().anchorHead()
        await mirrored()
        const { rows } = await sql<{
          last_position: number
        }>`select last_position from event_log_head`.execute(t.database.db)
        const status = chainStatusSchema.parse(
          (await t.as(t.admin, 'GET', '/api/admin/iqs/chain')).json().data,
        )
        expect(status.lastAnchor).toMatchObject({
          position: Number(rows[0]!.last_position),
          txHash: expect.stringMatching(/^0x/),
        })
        const connection = mirror().connection!
        const intact = await checkAnchors(t.database.db, connection)
        expect(intact).toMatchObject({ ok: true, latest: { position: status.lastAnchor!.position } })
        expect(intact.ok && intact.checked).toBeGreaterThanOrEqual(2) // every 10th event, and the head

        // Someone rewrites the anchored event, hash and all, behind the append-only trigger's back.
        const position = status.lastAnchor!.position
        await sql`alter table events disable trigger events_append_only`.execute(t.database.db)
        await sql`update events set hash = ${'f'.repeat(64)} where position = ${position}`.execute(
          t.database.db,
        )
        await sql`alter table events enable trigger events_append_only`.execute(t.database.db)
        const caught = await checkAnchors(t.database.db, connection)
        expect(caught).toMatchObject({ ok: false, position })
        // The hash chain catches it too: the next event's link no longer follows.
        expect(await verifyChain(t.database)).toMatchObject({ ok: false })
      })
    })
  }
