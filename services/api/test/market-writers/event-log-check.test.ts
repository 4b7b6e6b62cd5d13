import { testDatabases, type DatabaseHandle } from '@iqs/database'
import { readVerifiedAnchor } from '@iqs/eventstore'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Database } from '../../src/platform/db/database.js'
import { checkEventLog } from '../../src/iqs/market-writers/event-log-check.js'
import { startSiblingApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { approvedTrader, credit, signInAdmin, totpCode } from '../iqs-core/iqs-test-kit.js'

/** The log head's position. */
async function head(database: DatabaseHandle<Database>): Promise<number> {
  const { rows } = await sql<{ last_position: number }>`
    select last_position from event_log_head where id = 1`.execute(database.db)
  return Number(rows[0]?.last_position)
}

/** Alters one stored event behind the append-only trigger's back, as an intruder with table rights would. */
async function tamper(database: DatabaseHandle<Database>, position: number): Promise<void> {
  await sql`alter table events disable trigger events_append_only`.execute(database.db)
  await sql`update events set data = data || '{"tampered": true}' where position = ${position}`.execute(
    database.db,
  )
  await sql`alter table events enable trigger events_append_only`.execute(database.db)
}

for (const backend of testDatabases()) {
  describe(`the start-up check of the event log's hash chain on ${backend.name}`, () => {
    let database: DatabaseHandle<Database>
    const apps: AccountsTestApp[] = []
    /** An api process on this test's database (closing it leaves the database open). */
    const start = async () => {
      const t = await startSiblingApp({ database } as AccountsTestApp, {})
      apps.push(t)
      return t
    }
    const stop = async (t: AccountsTestApp) => {
      apps.splice(apps.indexOf(t), 1)
      await t.close()
    }

    beforeEach(async () => {
      database = await backend.open<Database>()
    })
    afterEach(async () => {
      for (const t of apps.splice(0)) await t.close()
      await database.destroy()
    })

    it('starts normally on an intact log and moves the verified position to the head', async () => {
      const first = await start()
      expect(await readVerifiedAnchor(database.db)).toMatchObject({ position: 0 })
      await credit(first, 1, 100)
      await credit(first, 2, 50, 'OST')
      await stop(first)
      const position = await head(database)
      expect(position).toBeGreaterThan(0)

      const second = await start()
      expect(await readVerifiedAnchor(database.db)).toMatchObject({ position })
      const health = await second.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(200)
      expect(health.json().data).toMatchObject({
        status: 'ok',
        markets: { IQS: 'writer', OST: 'writer' },
        eventLog: { ok: true, detail: `hash chain verified to position ${position}` },
      })
      expect((await second.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200)
      await credit(second, 1, 1)
    })

    it('halts the market writers on a tampered tail: writes answer 503 EVENT_LOG_BROKEN, reads go on', async () => {
      const first = await start()
      const admin = await signInAdmin(first)
      const trader = await approvedTrader(first, admin, 100)
      const sold = await first.send(trader.jar, {
        method: 'POST',
        url: '/api/iqs/order',
        payload: {
          amount: 10,
          price: '2.00',
          isIQS: true,
          order_side: 'SELL',
          order_type: 'LIMIT',
          totp: await totpCode(trader.secret),
        },
      })
      expect(sold.statusCode, sold.body).toBe(201)
      await stop(first)
      // Verified once more at a start, then the tail grows and one event of it is altered.
      await stop(await start())
      const verified = (await readVerifiedAnchor(database.db)).position
      const second = await start()
      await credit(second, trader.id, 5)
      await credit(second, trader.id, 6)
      await stop(second)
      const altered = verified + 2
      await tamper(database, altered)

      const lines: string[] = []
      const report = await checkEventLog(database.db, {
        info: () => undefined,
        error: (_obj, msg) => lines.push(msg),
      })
      expect(report).toEqual({ ok: false, detail: `hash chain broken at position ${altered}` })
      expect(lines).toHaveLength(1)
      expect(lines[0]).toContain(`TAMPERED at position ${altered}`)

      const broken = await start()
      const before = await head(database)
      const refused = await broken.send(trader.jar, {
        method: 'POST',
        url: '/api/iqs/order',
        payload: {
          amount: 1,
          price: '1.50',
          isIQS: true,
          order_side: 'BUY',
          order_type: 'LIMIT',
          client_order_id: randomUUID(),
          totp: await totpCode(trader.secret),
        },
      })
      expect(refused.statusCode, refused.body).toBe(503)
      expect(refused.json().error.code).toBe('EVENT_LOG_BROKEN')
      await expect(
        broken.app.markets.submit('OST', randomUUID(), {
          type: 'CreditTokens',
          traderId: '1',
          quantity: 1,
          source: 'TREASURY_ALLOCATION',
          reference: 'x',
        }),
      ).rejects.toMatchObject({ code: 'EVENT_LOG_BROKEN', status: 503 })
      // Nor do the api's own streams (share owners, P2P, news...) chain onto it.
      await expect(
        broken.app.eventStore.append(`news-${randomUUID()}`, 0, [
          { eventId: randomUUID(), type: 'NewsPublished', data: {} },
        ]),
      ).rejects.toMatchObject({ code: 'EVENT_LOG_BROKEN', status: 503 })
      // Nothing was chained onto the altered event.
      expect(await head(database)).toBe(before)

      const health = await broken.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(200)
      expect(health.json().data).toMatchObject({
        status: 'degraded',
        markets: { IQS: 'halted', OST: 'halted' },
        eventLog: { ok: false, detail: `hash chain broken at position ${altered}` },
      })
      expect((await broken.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503)
      // The verified position stays before the fault, and the book is still served.
      expect((await readVerifiedAnchor(database.db)).position).toBe(verified)
      const book = await broken.send(trader.jar, { method: 'GET', url: '/api/iqs/order/book?isIQS=true' })
      expect(book.statusCode).toBe(200)
      expect(book.json().data.sell).toEqual([{ price: '2.00', qty: '10' }])
      await stop(broken)

      // A blackout period under way: at start the scheduler asks the halted writers to apply it,
      // they refuse, and the process starts all the same.
      await sql`
        insert into iqs_market_settings (id, blackout_start, blackout_end, updated_at)
        values ('company', now() - interval '1 hour', now() + interval '1 hour', now())
        on conflict (id) do update set blackout_start = excluded.blackout_start,
          blackout_end = excluded.blackout_end`.execute(database.db)
      const again = await start()
      expect((await again.app.inject({ method: 'GET', url: '/api/health' })).json().data).toMatchObject({
        status: 'degraded',
        markets: { IQS: 'halted', OST: 'halted' },
      })
    })
  })
}
