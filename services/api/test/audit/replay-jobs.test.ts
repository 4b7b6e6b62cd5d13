import { testDatabases } from '@iqs/database'
import { replayJobSchema, type ReplayJob } from '@iqs/protocol'
import { sql } from 'kysely'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInAs } from '../iqs-core/iqs-test-kit.js'
import {
  errorOf,
  startTokenApp,
  type Person,
  type TokenTestApp,
} from '../iqs-settlement/settlement-test-kit.js'

/**
 * Issue 14, "Replay and compare" over HTTP: the api replays its own live log in a scratch space (a
 * schema on PostgreSQL, an in-memory PGlite beside the embedded one) and reports per market and per
 * projection MATCH / DIFFER / BEHIND with the hashes; one job at a time; Admin and Auditor only.
 */
for (const backend of testDatabases()) {
  describe(`replay and compare jobs on ${backend.name}`, () => {
    let t: TokenTestApp
    let seller: Person
    let buyer: Person
    let auditor: Person

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

    /** Polls a job until it is no longer running. */
    async function finished(person: Person, id: string): Promise<ReplayJob> {
      for (let i = 0; i < 600; i++) {
        const response = await t.as(person, 'GET', `/api/admin/audit/replays/${id}`)
        expect(response.statusCode, response.body).toBe(200)
        const job = replayJobSchema.parse(response.json().data)
        if (job.status !== 'running') return job
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`replay ${id} still running after a minute`)
    }

    async function start(person: Person): Promise<ReplayJob> {
      const response = await t.as(person, 'POST', '/api/admin/audit/replays')
      expect(response.statusCode, response.body).toBe(202)
      return replayJobSchema.parse(response.json().data)
    }

    beforeAll(async () => {
      t = await startTokenApp(backend)
      seller = await t.trader(1_000)
      buyer = await t.trader()
      auditor = await signInAs(t, 'Auditor')
      await order(seller, 'SELL', 150, 100)
      await order(seller, 'SELL', 160, 50)
      await order(buyer, 'BUY', 150, 60)
      await order(buyer, 'BUY', 120, 10)
      await t.caughtUp()
    })
    afterAll(() => t?.close())

    it('refuses a trader and a guest (403 / 401), and answers 404 for an unknown job', async () => {
      const asTrader = await t.as(seller, 'POST', '/api/admin/audit/replays')
      expect(asTrader.statusCode).toBe(403)
      expect(errorOf(asTrader).code).toBe('ROLE_FORBIDDEN')
      expect((await t.as(seller, 'GET', '/api/admin/audit/replays')).statusCode).toBe(403)
      const asGuest = await t.app.inject({ method: 'POST', url: '/api/admin/audit/replays' })
      expect(asGuest.statusCode).toBe(401)
      const unknown = await t.as(auditor, 'GET', `/api/admin/audit/replays/${randomUUID()}`)
      expect(unknown.statusCode).toBe(404)
      expect(errorOf(unknown).code).toBe('REPLAY_NOT_FOUND')
    })

    it('reports MATCH for every market and projection of an intact log, one job at a time', async () => {
      const job = await start(auditor)
      expect(job).toMatchObject({ status: 'running', report: null, error: null })
      // One at a time: a second start names the running job.
      const again = await t.as(t.admin, 'POST', '/api/admin/audit/replays')
      expect(again.statusCode).toBe(409)
      expect(errorOf(again)).toMatchObject({ code: 'REPLAY_ALREADY_RUNNING', details: { id: job.id } })
      // The api keeps serving while the job runs.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)

      const done = await finished(auditor, job.id)
      expect(done.status, JSON.stringify(done)).toBe('done')
      const report = done.report!
      expect(done.progress.events).toBe(report.events)
      expect(report.events).toBeGreaterThan(0)
      expect(report.ok).toBe(true)
      expect(report.markets.map((m) => [m.streamId, m.verdict])).toEqual([
        ['market-IQS', 'MATCH'],
        ['market-OST', 'MATCH'],
      ])
      for (const market of report.markets) expect(market.replayHash).toBe(market.liveHash)
      expect(report.projections.length).toBeGreaterThan(5)
      for (const projection of report.projections) {
        expect(projection.verdict, projection.name).toBe('MATCH')
        expect(projection.replayDigest).toBe(projection.liveDigest)
      }
      const orders = report.projections.find((p) => p.name === 'iqs-orders')!
      expect(orders.rows).toBeGreaterThanOrEqual(4)

      // Another job may start once it is over; the list keeps both, newest first.
      const list = await t.as(t.admin, 'GET', '/api/admin/audit/replays')
      expect(list.statusCode).toBe(200)
      expect(list.json().data[0].id).toBe(job.id)
    })

    it('reports DIFFER for the projection whose live row was altered, with both digests', async () => {
      await sql`update iqs_orders set remaining = remaining + 1
        where order_id = (select min(order_id) from iqs_orders where remaining > 0)`.execute(t.database.db)
      try {
        const done = await finished(t.admin, (await start(t.admin)).id)
        const report = done.report!
        expect(report.ok).toBe(false)
        const orders = report.projections.find((p) => p.name === 'iqs-orders')!
        expect(orders.verdict).toBe('DIFFER')
        expect(orders.replayDigest).not.toBe(orders.liveDigest)
        const table = orders.tables.find((x) => x.table === 'iqs_orders')!
        expect(table.md5).not.toBe(table.liveMd5)
        expect(table.rows).toBe(table.liveRows)
        // Only that projection; the engines replay the log, which was not touched.
        expect(report.projections.filter((p) => p.verdict !== 'MATCH').map((p) => p.name)).toEqual([
          'iqs-orders',
        ])
        expect(report.markets.every((m) => m.verdict === 'MATCH')).toBe(true)
      } finally {
        await sql`update iqs_orders set remaining = remaining - 1
          where order_id = (select min(order_id) from iqs_orders where remaining > 0)`.execute(t.database.db)
      }
    })

    it('drops its scratch space: no replay schema is left on the server', async () => {
      if (backend.name !== 'postgres') return
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.schemata
        where schema_name like 'replay_job_%'`.execute(t.database.db)
      expect(rows[0]?.n).toBe(0)
    })
  })
}
