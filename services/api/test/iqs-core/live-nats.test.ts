import { createNatsBus, type Bus } from '@iqs/bus'
import type { DatabaseHandle } from '@iqs/database'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/platform/db/database.js'
import { startAppOn, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { approvedTrader, newMember, signInAdmin, totpCode } from './iqs-test-kit.js'
import { Client } from './ws-client.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const natsUrl = process.env.NATS_URL

/** An api process on a shared database and its own NATS connection, as the test kits' apps. */
async function startProcess(
  database: DatabaseHandle<Database>,
  bus: Bus,
  runExchange: boolean,
): Promise<AccountsTestApp> {
  return startAppOn(database, { bus, overrides: { runExchange } })
}

for (const backend of journeyDatabases()) {
  const title = `several api processes over NATS on ${backend.name}`
  if (backend.name === 'pglite') {
    describe.skip(`${title} (skipped: PGlite is embedded in one process; set DATABASE_URL for PostgreSQL)`, () => {
      it('is not run', () => undefined)
    })
    continue
  }
  describe.skipIf(!natsUrl)(`${title}${natsUrl ? '' : ' (skipped: set NATS_URL to run it)'}`, () => {
    let database: DatabaseHandle<Database>
    let writer: AccountsTestApp
    let reader: AccountsTestApp

    beforeAll(async () => {
      database = await backend.open<Database>()
      // A namespace of our own: other test files may run the same fixed subjects on this server.
      const prefix = `t${randomUUID().replaceAll('-', '')}`
      writer = await startProcess(database, await createNatsBus(natsUrl!, 'iqs-api-a', { prefix }), true)
      reader = await startProcess(database, await createNatsBus(natsUrl!, 'iqs-api-b', { prefix }), false)
    })
    afterAll(async () => {
      await reader?.close()
      await writer?.close()
      await database?.destroy()
    })

    it('matches an order placed through process B on process A’s writer, and B’s socket sees the delta', async () => {
      expect(writer.app.bus.kind).toBe('nats')
      const admin = await signInAdmin(reader)
      const seller = await approvedTrader(reader, admin, 500)
      const buyer = await approvedTrader(reader, admin)

      const address = await reader.app.listen({ port: 0, host: '127.0.0.1' })
      const client = await Client.open(
        `${address.replace('http', 'ws')}/api/iqs/ws`,
        seller.jar.header('/api/iqs/ws'),
      )
      client.send({ op: 'subscribe', channel: 'book.IQS' })
      client.send({ op: 'subscribe', channel: 'trades.IQS' })
      const snapshot = await client.next((m) => m.channel === 'book.IQS' && m.type === 'snapshot')

      const order = async (who: typeof seller, side: 'SELL' | 'BUY', amount: number) =>
        reader.send(who.jar, {
          method: 'POST',
          url: '/api/iqs/order',
          payload: {
            amount,
            price: '3.21',
            isIQS: true,
            order_side: side,
            order_type: 'LIMIT',
            totp: await totpCode(who.secret),
          },
        })
      const sell = await order(seller, 'SELL', 30)
      expect(sell.statusCode, sell.body).toBe(201)
      const rested = await client.next((m) => m.channel === 'book.IQS' && m.type === 'delta')
      expect(rested.seq).toBe(snapshot.seq! + 1)
      expect(rested.data.changes).toEqual([['SELL', '3.21', '30']])

      const buy = await order(buyer, 'BUY', 10)
      expect(buy.statusCode, buy.body).toBe(201)
      expect(buy.json().data).toMatchObject({ status: 'FILLED', filled: '10' })
      const reduced = await client.next(
        (m) => m.channel === 'book.IQS' && m.type === 'delta' && m.seq === rested.seq! + 1,
      )
      expect(reduced.data.changes).toEqual([['SELL', '3.21', '20']])
      const trade = await client.next((m) => m.channel === 'trades.IQS' && m.type === 'delta')
      expect(JSON.stringify(trade.data)).toContain('3.21')

      // The book B answers (from A's writer, over the bus) is the one its socket built.
      const book = await reader.send(seller.jar, { method: 'GET', url: '/api/iqs/order/book?isIQS=true' })
      expect(book.json().data).toMatchObject({ seq: reduced.seq, sell: [{ price: '3.21', qty: '20' }] })
      client.close()
    })

    it('process B’s socket follows the market’s status, blackout and ticker changed through process A', async () => {
      const admin = await signInAdmin(writer)
      const member = await newMember(reader)
      const address = reader.app.server.listening
        ? reader.app.listeningOrigin
        : await reader.app.listen({ port: 0, host: '127.0.0.1' })
      const client = await Client.open(
        `${address.replace('http', 'ws')}/api/iqs/ws`,
        member.jar.header('/api/iqs/ws'),
      )
      client.send({ op: 'subscribe', channel: 'market.IQS' })
      client.send({ op: 'subscribe', channel: 'ticker.IQS' })
      await client.next((m) => m.channel === 'market.IQS' && m.type === 'snapshot')
      const ticker = await client.next((m) => m.channel === 'ticker.IQS' && m.type === 'snapshot')
      const configure = (body: object) =>
        writer.send(admin.jar, {
          method: 'PUT',
          url: '/api/admin/iqs/market-config',
          payload: { isIQS: true, request_id: randomUUID(), ...body },
        })
      const status = (test: (data: Record<string, unknown>) => boolean) =>
        client.next(
          (m) => m.channel === 'market.IQS' && m.type === 'delta' && test(m.data as Record<string, unknown>),
        )

      expect((await configure({ open: false })).statusCode).toBe(200)
      await status((d) => d.open_status === 'SUSPENDED' && d.is_open === false)
      expect((await configure({ open: true })).statusCode).toBe(200)
      await status((d) => d.open_status === 'OPEN' && d.is_open === true)
      const period = {
        start: new Date(Date.now() - 60_000).toISOString(),
        end: new Date(Date.now() + 3_600_000).toISOString(),
      }
      expect((await configure({ blackout_period: period })).statusCode).toBe(200)
      await status((d) => d.in_blackout === true && d.open_status === 'BLACKOUT')
      expect((await configure({ blackout_period: null })).statusCode).toBe(200)
      await status((d) => d.in_blackout === false && d.blackout_period === null && d.open_status === 'OPEN')

      // A trade on A's writer moves B's ticker.
      const seller = await approvedTrader(writer, admin, 100)
      const buyer = await approvedTrader(writer, admin)
      for (const [who, side] of [
        [seller, 'SELL'],
        [buyer, 'BUY'],
      ] as const) {
        const placed = await writer.send(who.jar, {
          method: 'POST',
          url: '/api/iqs/order',
          payload: {
            amount: 4,
            price: '2.34',
            isIQS: true,
            order_side: side,
            order_type: 'LIMIT',
            totp: await totpCode(who.secret),
          },
        })
        expect(placed.statusCode, placed.body).toBe(201)
      }
      const moved = await client.next(
        (m) => m.channel === 'ticker.IQS' && m.type === 'delta' && m.data.last_price === '2.34',
      )
      expect(moved.data.trades_24h).toBe(ticker.data.trades_24h + 1)
      client.close()
    })

    it('a sign-out on process A closes the socket on process B and empties B’s session cache', async () => {
      const member = await newMember(writer)
      // The first test may have made B listen already.
      const address = reader.app.server.listening
        ? reader.app.listeningOrigin
        : await reader.app.listen({ port: 0, host: '127.0.0.1' })
      const client = await Client.open(
        `${address.replace('http', 'ws')}/api/iqs/ws`,
        member.jar.header('/api/iqs/ws'),
      )
      const closed = new Promise<number>((resolve) => client.ws.on('close', (code: number) => resolve(code)))
      await client.next((m) => m.type === 'heartbeat')
      const copy = member.jar.clone()
      // B authenticates the session once: it is now in B's cache.
      expect((await reader.send(copy, { method: 'GET', url: '/api/me' })).statusCode).toBe(200)

      expect((await writer.send(member.jar, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200)

      expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'SESSION_REVOKED' })
      expect(await closed).toBe(4401)
      // The same bus message that closed the socket emptied B's cache.
      expect((await reader.send(copy, { method: 'GET', url: '/api/me' })).statusCode).toBe(401)
    })
  })
}
