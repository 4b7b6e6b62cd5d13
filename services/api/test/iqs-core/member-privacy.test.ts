import ExcelJS from 'exceljs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAuthConfig } from '../../src/platform/config/auth-config.js'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import {
  errorOf,
  startTokenApp,
  type Person,
  type TokenTestApp,
} from '../iqs-settlement/settlement-test-kit.js'
import { newMember, signInAs, type Member } from './iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * What a member may learn and write about others (issue 12): the trader-only reads refuse
 * non-traders, a cancel of an order that is not the caller's writes nothing and says "unknown", and
 * the holders register keeps contacts from auditors and records every read.
 */
for (const backend of journeyDatabases()) {
  describe(`members' privacy on ${backend.name}`, () => {
    let t: TokenTestApp
    let seller: Person
    let buyer: Person

    beforeAll(async () => {
      t = await startTokenApp(backend)
      seller = await t.trader(50)
      buyer = await t.trader()
    })
    afterAll(() => t.close())

    const signedIn = (userType: 'Client' | 'Consultant' | 'ExecPartner' | 'IQStem' | 'Auditor') =>
      signInAs(t, userType)

    const countEvents = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from events`.execute(t.database.db)).rows[0]!.n

    it.each(['Client', 'Consultant', 'ExecPartner', 'IQStem', 'Auditor'] as const)(
      'refuses the trader-only reads to a signed-in %s who is not an approved trader',
      async (userType) => {
        const person = await signedIn(userType)
        for (const url of ['/api/iqs/settlements', '/api/iqs/conversions', '/api/iqs/account-history']) {
          const response = await t.as(person, 'GET', url)
          expect(response.statusCode, url).toBe(403)
          expect(errorOf(response).code, url).toBe('IQS_TRADER_NOT_APPROVED')
        }
      },
    )

    it('still answers an approved trader', async () => {
      for (const url of ['/api/iqs/settlements', '/api/iqs/conversions', '/api/iqs/account-history'])
        expect((await t.as(seller, 'GET', url)).statusCode, url).toBe(200)
    })

    it('writes nothing when a non-trader cancels any id, and answers 404', async () => {
      const client = await signedIn('Client')
      const before = await countEvents()
      for (const id of ['x'.repeat(100), 'made-up', '1']) {
        const response = await t.as(client, 'DELETE', `/api/iqs/order/${id}`)
        expect(response.statusCode).toBe(404)
        expect(errorOf(response).code).toBe('UNKNOWN_ORDER')
      }
      expect(await countEvents()).toBe(before)
    })

    it("answers 404 for another trader's order, open or finished, and writes nothing", async () => {
      const open = await t.market('IQS', {
        type: 'PlaceOrder',
        orderId: `open-${seller.id}`,
        traderId: String(seller.id),
        side: 'SELL',
        orderType: 'LIMIT',
        price: 90_000,
        quantity: 2,
      })
      expect(open.events.map((e) => e.type)).toEqual(['OrderAccepted', 'OrderRested'])
      await t.market('IQS', {
        type: 'PlaceOrder',
        orderId: `done-${seller.id}`,
        traderId: String(seller.id),
        side: 'SELL',
        orderType: 'LIMIT',
        price: 80_000,
        quantity: 1,
      })
      await t.market('IQS', {
        type: 'CancelOrder',
        orderId: `done-${seller.id}`,
        traderId: String(seller.id),
      })
      await t.caughtUp()
      const before = await countEvents()
      for (const id of [`open-${seller.id}`, `done-${seller.id}`]) {
        const response = await t.as(buyer, 'DELETE', `/api/iqs/order/${id}`)
        expect(response.statusCode, id).toBe(404)
        expect(errorOf(response).code, id).toBe('UNKNOWN_ORDER')
      }
      expect(await countEvents()).toBe(before)
      // The owner learns that its own finished order is finished, still without an event.
      const finished = await t.as(seller, 'DELETE', `/api/iqs/order/done-${seller.id}`)
      expect(finished.statusCode).toBe(409)
      expect(errorOf(finished).code).toBe('ORDER_NOT_ACTIVE')
      expect(await countEvents()).toBe(before)
      const wrongMarket = await t.as(seller, 'DELETE', `/api/iqs/order/open-${seller.id}?isIQS=false`)
      expect(wrongMarket.statusCode).toBe(404)
      const cancelled = await t.as(seller, 'DELETE', `/api/iqs/order/open-${seller.id}`)
      expect(cancelled.statusCode).toBe(200)
      expect(cancelled.json().data).toEqual({
        id: `open-${seller.id}`,
        status: 'CANCELLED',
        cancelled_quantity: '2',
      })
    })

    it('cancels an order placed a moment ago, before the read model has it', async () => {
      await t.app.projections.stop()
      try {
        await t.market('IQS', {
          type: 'PlaceOrder',
          orderId: `fresh-${seller.id}`,
          traderId: String(seller.id),
          side: 'SELL',
          orderType: 'LIMIT',
          price: 95_000,
          quantity: 1,
        })
        const response = await t.as(seller, 'DELETE', `/api/iqs/order/fresh-${seller.id}`)
        expect(response.statusCode).toBe(200)
      } finally {
        t.app.projections.start()
      }
    })

    it("masks the holders' contacts for an auditor and records every read of the register", async () => {
      const auditor = await signedIn('Auditor')
      const asAuditor = await t.as(auditor, 'GET', '/api/admin/iqs/holdings')
      expect(asAuditor.statusCode).toBe(200)
      const seen = asAuditor.json().data.holders.find((h: { userId: number }) => h.userId === seller.id)
      expect(seen.email).toMatch(/^.•••@/)
      expect(seen.email).not.toBe(seller.email)
      expect(seen.phone).toMatch(/^\+[• ]+\d{2}$/)
      expect(asAuditor.body).not.toContain(seller.email)
      const extract = await t.as(auditor, 'GET', '/api/admin/iqs/holdings.xlsx')
      expect(extract.statusCode).toBe(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(extract.rawPayload as never)
      const cells: string[] = []
      workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))))
      expect(cells.join('\n')).toContain(seen.email)
      expect(cells.join('\n')).not.toContain(seller.email)

      const asAdmin = await t.as(t.admin, 'GET', '/api/admin/iqs/holdings')
      const full = asAdmin.json().data.holders.find((h: { userId: number }) => h.userId === seller.id)
      expect(full.email).toBe(seller.email)

      const reads = await t.as(t.admin, 'GET', '/api/admin/iqs/holdings/reads?limit=3')
      expect(reads.statusCode).toBe(200)
      expect(
        reads
          .json()
          .data.map((r: { userId: number; format: string; contactsMasked: boolean; role: string }) => [
            r.userId,
            r.role,
            r.format,
            r.contactsMasked,
          ]),
      ).toEqual([
        [t.admin.id, 'Admin', 'json', false],
        [auditor.id, 'Auditor', 'xlsx', true],
        [auditor.id, 'Auditor', 'json', true],
      ])
      expect((await t.as(auditor, 'GET', '/api/admin/iqs/holdings/reads')).statusCode).toBe(403)
    })
  })
}

for (const backend of journeyDatabases()) {
  describe(`order routes' rate limit per user on ${backend.name}`, () => {
    let t: AccountsTestApp
    beforeAll(async () => {
      const auth = testAuthConfig()
      t = await startAccountsApp(backend, {
        auth: { ...auth, rateLimits: { ...auth.rateLimits, orders: { max: 3, windowMs: 60_000 } } },
      })
    })
    afterAll(() => t.close())

    it('refuses a fourth order request in the window with 429, per user and across the order routes', async () => {
      const [first, second] = [await newMember(t), await newMember(t)]
      const cancel = (member: Member) => t.send(member.jar, { method: 'DELETE', url: '/api/iqs/order/nope' })
      expect((await cancel(first)).statusCode).toBe(404)
      const preview = await t.send(first.jar, {
        method: 'POST',
        url: '/api/iqs/order/preview',
        payload: { amount: 1, price: '1.00', order_side: 'BUY' },
      })
      expect(preview.statusCode).toBe(200)
      expect((await cancel(first)).statusCode).toBe(404)
      const limited = await cancel(first)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('RATE_LIMITED')
      expect(limited.headers['retry-after']).toBeDefined()
      // Another user has a budget of its own; reading my orders is not counted.
      expect((await cancel(second)).statusCode).toBe(404)
      expect((await t.send(first.jar, { method: 'GET', url: '/api/iqs/orders' })).statusCode).toBe(200)
    })
  })
}
