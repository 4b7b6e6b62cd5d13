import { createNatsBus, type Bus } from '@iqs/bus'
import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Database } from '../../src/platform/db/database.js'
import type { AppConfig } from '../../src/index.js'
import {
  startAccountsApp,
  startAppOn,
  startSiblingApp,
  type AccountsTestApp,
  type CookieJar,
} from '../accounts/accounts-test-kit.js'
import { approvedTrader, signInAdmin, totpCode, type Member } from '../iqs-core/iqs-test-kit.js'

/** A's writer follows the log quickly and, within a test, never takes the market back. */
const STANDBY: Partial<AppConfig> = { writerStandby: { followIntervalMs: 25, takeOverAfterMs: 60_000 } }

type Trader = Member & { secret: string }

async function placeOrder(
  t: AccountsTestApp,
  who: Trader,
  side: 'BUY' | 'SELL',
  amount: number,
  price: string,
) {
  return t.send(who.jar, {
    method: 'POST',
    url: '/api/iqs/order',
    payload: {
      amount,
      price,
      isIQS: true,
      order_side: side,
      order_type: 'LIMIT',
      totp: await totpCode(who.secret),
    },
  })
}

async function book(t: AccountsTestApp, jar: CookieJar) {
  const response = await t.send(jar, { method: 'GET', url: '/api/iqs/order/book?isIQS=true' })
  expect(response.statusCode, response.body).toBe(200)
  const { buy, sell } = response.json().data as { buy: unknown[]; sell: unknown[] }
  return { buy, sell }
}

const get = (t: AccountsTestApp, url: string) => t.app.inject({ method: 'GET', url })

for (const backend of testDatabases()) {
  describe(`two api processes running the exchange on one ${backend.name} database, in-process buses`, () => {
    let a: AccountsTestApp
    let b: AccountsTestApp
    let admin: Awaited<ReturnType<typeof signInAdmin>>
    let seller: Trader
    let buyer: Trader

    beforeAll(async () => {
      a = await startAccountsApp(backend, STANDBY)
      // The probe: a second process on the same database with the default RUN_EXCHANGE=1.
      b = await startSiblingApp(a, {})
      admin = await signInAdmin(b)
      seller = await approvedTrader(b, admin, 500)
      buyer = await approvedTrader(b, admin)
    })
    afterAll(async () => {
      await b?.close()
      await a?.close()
    })

    it('answers 503 MARKET_WRITER_STANDBY on the fenced process, says so in health, and follows the log', async () => {
      const sold = await placeOrder(b, seller, 'SELL', 30, '3.21')
      expect(sold.statusCode, sold.body).toBe(201)

      // A's writer is behind B's append: its own append is fenced, and the client may retry.
      const refused = await placeOrder(a, buyer, 'BUY', 10, '3.00')
      expect(refused.statusCode, refused.body).toBe(503)
      expect(refused.json()).toEqual({
        error: {
          code: 'MARKET_WRITER_STANDBY',
          message: 'This market is being served by another process, please retry',
        },
      })
      expect(refused.headers['retry-after']).toBe('1')
      // Still refused, not a 500, for as long as A stands by.
      expect((await placeOrder(a, buyer, 'BUY', 10, '3.00')).statusCode).toBe(503)

      const health = await get(a, '/api/health')
      expect(health.statusCode).toBe(200)
      expect(health.json().data).toMatchObject({
        status: 'degraded',
        database: { ok: true },
        markets: { IQS: 'standby', OST: 'writer' },
        eventLog: { ok: true },
      })
      const ready = await get(a, '/api/health/ready')
      expect(ready.statusCode).toBe(503)
      expect(ready.json().data).toMatchObject({ status: 'degraded', markets: { IQS: 'standby' } })
      expect((await get(b, '/api/health')).json().data).toMatchObject({
        status: 'ok',
        markets: { IQS: 'writer', OST: 'writer' },
      })
      expect((await get(b, '/api/health/ready')).statusCode).toBe(200)

      // A's book is the log's, not the one it had when it was fenced.
      await vi.waitFor(async () => expect(await book(a, buyer.jar)).toEqual(await book(b, buyer.jar)), {
        timeout: 5_000,
        interval: 25,
      })
      expect((await book(a, buyer.jar)).sell).toEqual([{ price: '3.21', qty: '30' }])
      const more = await placeOrder(b, buyer, 'BUY', 10, '3.21')
      expect(more.statusCode, more.body).toBe(201)
      await vi.waitFor(
        async () => expect((await book(a, buyer.jar)).sell).toEqual([{ price: '3.21', qty: '20' }]),
        { timeout: 5_000, interval: 25 },
      )
      // The refused order was never written: B's book has only what B acknowledged.
      expect((await book(b, buyer.jar)).buy).toEqual([])
    })
  })
}

const natsUrl = process.env.NATS_URL
for (const backend of testDatabases()) {
  const title = `two api processes running the exchange over NATS on ${backend.name}`
  if (backend.name === 'pglite') {
    describe.skip(`${title} (skipped: PGlite is embedded in one process; set DATABASE_URL for PostgreSQL)`, () => {
      it('is not run', () => undefined)
    })
    continue
  }
  describe.skipIf(!natsUrl)(`${title}${natsUrl ? '' : ' (skipped: set NATS_URL to run it)'}`, () => {
    let database: DatabaseHandle<Database>
    let a: AccountsTestApp
    let b: AccountsTestApp

    /** An api process with its own NATS connection in this test's namespace. */
    function startProcess(bus: Bus, overrides: Partial<AppConfig>): Promise<AccountsTestApp> {
      return startAppOn(database, { bus, overrides })
    }

    beforeAll(async () => {
      database = await backend.open<Database>()
      const prefix = `t${randomUUID().replaceAll('-', '')}`
      a = await startProcess(await createNatsBus(natsUrl!, 'iqs-api-a', { prefix }), STANDBY)
      b = await startProcess(await createNatsBus(natsUrl!, 'iqs-api-b', { prefix }), {})
    })
    afterAll(async () => {
      await b?.close()
      await a?.close()
      await database?.destroy()
    })

    it('hands the fenced market’s orders over to the live writer, and stays ready', async () => {
      const admin = await signInAdmin(b)
      const seller = await approvedTrader(b, admin, 500)
      const buyer = await approvedTrader(b, admin)
      expect((await placeOrder(b, seller, 'SELL', 30, '3.21')).statusCode).toBe(201)

      // A is fenced by this very order, which none of its batch committed: it goes to B's writer.
      const bought = await placeOrder(a, buyer, 'BUY', 10, '3.21')
      expect(bought.statusCode, bought.body).toBe(201)
      expect(bought.json().data).toMatchObject({ status: 'FILLED', filled: '10' })
      const again = await placeOrder(a, buyer, 'BUY', 5, '3.21')
      expect(again.statusCode, again.body).toBe(201)

      const health = await get(a, '/api/health')
      expect(health.json().data).toMatchObject({
        status: 'degraded',
        markets: { IQS: 'standby', OST: 'writer' },
      })
      // A hands its orders over, so a load balancer may keep sending them.
      expect((await get(a, '/api/health/ready')).statusCode).toBe(200)
      // A's book route asks the live writer: the numbering its sockets' deltas follow.
      expect(await book(a, buyer.jar)).toEqual(await book(b, buyer.jar))
      expect((await book(a, buyer.jar)).sell).toEqual([{ price: '3.21', qty: '15' }])
    })
  })
}
