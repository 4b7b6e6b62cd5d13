import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rebuildProjections } from '../../src/audit/rebuild-projections.js'
import { dividendsProjection } from '../../src/iqs/dividends/dividends-projection.js'
import { testClock } from '../../src/platform/clock.js'
import { hashPassword } from '../../src/identity/users/password.js'
import { CookieJar, PASSWORD, uniqueEmail } from '../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'
import {
  errorOf,
  startTokenApp,
  type Person,
  type TokenTestApp,
} from '../iqs-settlement/settlement-test-kit.js'

/** Paris is UTC+1 in winter: 2026-12-31 ends at 23:00 UTC. */
const at = (iso: string) => Date.parse(iso)

for (const backend of journeyDatabases()) {
  describe(`year-end dividends on ${backend.name}`, () => {
    const clock = testClock(at('2026-12-31T10:00:00Z'))
    let t: TokenTestApp
    let big: Person
    let both: Person
    let tiny: Person
    let none: Person
    let late: Person
    let auditor: Person
    let dividendId: string

    const declare = (body: Record<string, unknown> | null) =>
      t.as(t.admin, 'POST', '/api/admin/iqs/dividends', body)
    const detail = async (id = dividendId) =>
      (await t.as(t.admin, 'GET', `/api/admin/iqs/dividends/${id}`)).json().data
    const mine = async (person: Person) => (await t.as(person, 'GET', '/api/iqs/dividends')).json().data
    const credit = (person: Person, quantity: number, instrument: 'IQS' | 'OST' = 'IQS') =>
      t.market(instrument, {
        type: 'CreditTokens',
        traderId: String(person.id),
        quantity,
        source: 'TREASURY_ALLOCATION',
        reference: 'test allocation',
      })

    /** Moves the clock, then signs everyone in again: a 15-minute access token has long expired. */
    async function moveTo(iso: string) {
      clock.set(at(iso))
      for (const person of [t.admin, auditor, big, both, tiny, none, late]) {
        const login = await t.send(person.jar, {
          method: 'POST',
          url: '/api/login',
          payload: { email: person.email, password: PASSWORD },
        })
        if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`)
      }
    }

    beforeAll(async () => {
      t = await startTokenApp(backend, {}, { clock })
      big = await t.trader(1001)
      both = await t.trader(300)
      await credit(both, 200, 'OST')
      tiny = await t.trader(1)
      none = await t.trader()
      late = await t.trader()
      const email = uniqueEmail('auditor')
      const row = await t.database.db
        .insertInto('users')
        .values({
          email,
          password_hash: await hashPassword(PASSWORD),
          user_type: 'Auditor',
          first_name: 'Ada',
          last_name: 'Auditor',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const jar = new CookieJar()
      await t.send(jar, { method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })
      auditor = { id: Number(row.id), email, jar }
      await t.caughtUp()
    })
    afterAll(() => t?.close())

    it('refuses bad declarations with a 4xx and declares nothing', async () => {
      const valid = {
        title: 'Dividend 2026',
        amountPerShare: '0.0125',
        recordDate: '2026-12-31',
        paymentDate: '2027-01-15',
      }
      for (const change of [
        { amountPerShare: 'abc' },
        { amountPerShare: '0' },
        { amountPerShare: '-1' },
        { amountPerShare: '1e3' },
        { amountPerShare: '0.00001' },
        { amountPerShare: 1.5e300 },
        { recordDate: '2026-02-30' },
        { recordDate: '31/12/2026' },
        { paymentDate: '2026-12-30' },
        { title: '' },
        { title: 'x'.repeat(201) },
        { title: 'a\u0000b' },
      ]) {
        const refused = await declare({ ...valid, ...change })
        expect(refused.statusCode, JSON.stringify(change)).toBe(400)
      }
      expect((await declare(null)).statusCode).toBe(400)
      expect((await t.as(big, 'POST', '/api/admin/iqs/dividends', valid)).statusCode).toBe(403)
      expect((await t.as(auditor, 'POST', '/api/admin/iqs/dividends', valid)).statusCode).toBe(403)
      expect((await t.as(t.admin, 'GET', '/api/admin/iqs/dividends')).json().data).toEqual([])
    })

    it('declares a dividend whose record date is not over: nothing is fixed yet', async () => {
      const created = await declare({
        title: 'Dividend 2026',
        amountPerShare: '0.0125',
        recordDate: '2026-12-31',
        paymentDate: '2027-01-15',
      })
      expect(created.statusCode).toBe(201)
      const dividend = created.json().data
      dividendId = dividend.id
      expect(dividend).toMatchObject({ state: 'DECLARED', canFix: false, totalEur: null, holders: 0 })
      const early = await t.as(t.admin, 'POST', `/api/admin/iqs/dividends/${dividendId}/fix`)
      expect(early.statusCode).toBe(409)
      expect(errorOf(early)).toMatchObject({
        code: 'DIVIDEND_REFUSED',
        details: { reason: 'RECORD_DATE_NOT_OVER' },
      })
      const paying = await t.as(t.admin, 'POST', `/api/admin/iqs/dividends/${dividendId}/payments`, {
        reference: 'x',
      })
      expect(errorOf(paying).details).toEqual({ reason: 'NOT_FIXED' })
      expect((await mine(big))[0]).toMatchObject({ id: dividendId, amountEur: null, iqsShares: null })
    })

    it('fixes the entitlements at the end of the record date in Paris, rounded down to the cent', async () => {
      await moveTo('2026-12-31T22:30:00Z') // 23:30 in Paris: still the record date
      await credit(big, 99)
      await moveTo('2026-12-31T23:30:00Z') // 00:30 on 1 January in Paris: too late
      await credit(late, 500)
      await t.caughtUp()
      expect((await detail()).canFix).toBe(true)

      const fixed = await t.as(t.admin, 'POST', `/api/admin/iqs/dividends/${dividendId}/fix`)
      expect(fixed.statusCode).toBe(200)
      const dividend = fixed.json().data
      expect(dividend).toMatchObject({
        state: 'FIXED',
        holders: 3,
        totalShares: '1601',
        declaredEur: '20.0125',
        totalEur: '20.01',
        roundingEur: '0.0025',
        paidEur: '0.00',
        unpaidEur: '20.01',
      })
      expect(
        dividend.entitlements.map(
          (e: { userId: number; iqsShares: string; ostShares: string; amountEur: string }) => [
            e.userId,
            e.iqsShares,
            e.ostShares,
            e.amountEur,
          ],
        ),
      ).toEqual([
        [big.id, '1100', '0', '13.75'],
        [both.id, '300', '200', '6.25'],
        [tiny.id, '1', '0', '0.01'],
      ])

      const again = await t.as(t.admin, 'POST', `/api/admin/iqs/dividends/${dividendId}/fix`)
      expect(errorOf(again).details).toEqual({ reason: 'ALREADY_FIXED' })
      // Trades after the record date change nothing.
      await credit(big, 5000)
      await t.caughtUp()
      expect((await detail()).totalEur).toBe('20.01')
    })

    it('shows each member what the dividend pays them, and only to approved traders', async () => {
      expect((await mine(big))[0]).toMatchObject({
        amountEur: '13.75',
        iqsShares: '1100',
        ostShares: '0',
        paidAt: null,
      })
      expect((await mine(late))[0]).toMatchObject({ amountEur: '0.00', iqsShares: '0' })
      expect((await mine(none))[0]).toMatchObject({ amountEur: '0.00' })
      const member = await t.member()
      expect((await t.as(member, 'GET', '/api/iqs/dividends')).statusCode).toBe(403)
      expect((await t.send(new CookieJar(), { method: 'GET', url: '/api/iqs/dividends' })).statusCode).toBe(
        401,
      )
    })

    it('marks payments once each, and the totals reconcile to the cent', async () => {
      const url = `/api/admin/iqs/dividends/${dividendId}/payments`
      const first = await t.as(t.admin, 'POST', url, { userIds: [big.id], reference: 'SEPA-2027-01' })
      expect(first.statusCode).toBe(200)
      expect(first.json().data).toMatchObject({
        state: 'FIXED',
        paidEur: '13.75',
        unpaidEur: '6.26',
        paidHolders: 1,
      })
      for (const [body, reason] of [
        [{ userIds: [big.id], reference: 'again' }, 'ALREADY_PAID'],
        [{ userIds: [none.id], reference: 'x' }, 'NOT_ENTITLED'],
        [{ userIds: [999_999], reference: 'x' }, 'NOT_ENTITLED'],
      ] as const) {
        const refused = await t.as(t.admin, 'POST', url, body)
        expect(refused.statusCode).toBe(409)
        expect(errorOf(refused).details).toEqual({ reason })
      }
      for (const bad of [
        {},
        { reference: '' },
        { userIds: [], reference: 'x' },
        { userIds: ['a'], reference: 'x' },
      ])
        expect((await t.as(t.admin, 'POST', url, bad)).statusCode, JSON.stringify(bad)).toBe(400)
      expect((await t.as(big, 'POST', url, { reference: 'x' })).statusCode).toBe(403)

      const rest = await t.as(t.admin, 'POST', url, { reference: 'SEPA-2027-02' })
      expect(rest.json().data).toMatchObject({
        state: 'PAID',
        paidEur: '20.01',
        unpaidEur: '0.00',
        paidHolders: 3,
      })
      expect(errorOf(await t.as(t.admin, 'POST', url, { reference: 'x' })).details).toEqual({
        reason: 'ALREADY_PAID',
      })
      const cancel = await t.as(t.admin, 'POST', `/api/admin/iqs/dividends/${dividendId}/cancel`)
      expect(errorOf(cancel).details).toEqual({ reason: 'HAS_PAYMENTS' })
      expect((await mine(big))[0]).toMatchObject({
        paymentReference: 'SEPA-2027-01',
        paidAt: expect.any(String),
      })
      expect((await mine(both))[0]).toMatchObject({ paymentReference: 'SEPA-2027-02' })
    })

    it('exports the payment run to Excel with a total equal to the dividend’s, for the auditor too', async () => {
      const file = await t.as(auditor, 'GET', `/api/admin/iqs/dividends/${dividendId}/payment-run.xlsx`)
      expect(file.statusCode).toBe(200)
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
      const sheet = workbook.getWorksheet('Payment run')!
      expect(sheet.getRow(3).getCell(2).value).toBe(big.email)
      const total = sheet.getRow(6)
      expect(total.getCell(1).value).toBe('Total')
      expect(total.getCell(5).value).toMatchObject({ formula: 'SUM(E3:E5)', result: 20.01 })
      expect((await t.as(auditor, 'GET', '/api/admin/iqs/dividends')).statusCode).toBe(200)
      expect((await t.as(big, 'GET', `/api/admin/iqs/dividends/${dividendId}`)).statusCode).toBe(403)
      expect((await t.as(t.admin, 'GET', '/api/admin/iqs/dividends/unknown')).statusCode).toBe(404)
      expect((await t.as(t.admin, 'GET', `/api/admin/iqs/dividends/${'x'.repeat(101)}`)).statusCode).toBe(414)
    })

    it('declares with a past record date fixed at once, cancels before payment, and hides a cancelled one', async () => {
      const created = await declare({
        title: 'Interim',
        amountPerShare: '0.001',
        recordDate: '2026-12-31',
        paymentDate: '2026-12-31',
      })
      const interim = created.json().data
      expect(interim).toMatchObject({
        state: 'FIXED',
        holders: 3,
        payableHolders: 2,
        totalEur: '1.60',
        declaredEur: '1.601',
        roundingEur: '0.001',
      })
      const lines = (await detail(interim.id)).entitlements
      expect(lines.find((l: { userId: number }) => l.userId === tiny.id).amountEur).toBe('0.00')
      const cancelled = await t.as(t.admin, 'POST', `/api/admin/iqs/dividends/${interim.id}/cancel`)
      expect(cancelled.json().data).toMatchObject({ state: 'CANCELLED', cancelledAt: expect.any(String) })
      expect(
        errorOf(await t.as(t.admin, 'POST', `/api/admin/iqs/dividends/${interim.id}/cancel`)).details,
      ).toEqual({
        reason: 'CANCELLED',
      })
      expect((await mine(big)).map((d: { id: string }) => d.id)).toEqual([dividendId])
    })

    it('rebuilds the same read models from the log', async () => {
      const read = async () => ({
        dividends: await t.database.db
          .selectFrom('iqs_dividends')
          .selectAll()
          .orderBy('dividend_id')
          .execute(),
        lines: await t.database.db
          .selectFrom('iqs_dividend_entitlements')
          .selectAll()
          .orderBy('id')
          .execute(),
      })
      const before = await read()
      await rebuildProjections({
        db: t.database.db,
        store: t.app.eventStore,
        projections: [dividendsProjection],
      })
      expect(await read()).toEqual(before)
    })
  })
}
