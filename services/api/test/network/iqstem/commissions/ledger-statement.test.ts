import type { CommissionLedger, CommissionStatement } from '@iqs/protocol'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../../src/platform/clock.js'
import { readYourWrites } from '../../../../src/platform/projections/read-your-writes.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import {
  admin,
  call,
  commissionOn,
  consultant,
  convertedLead,
  dataOf,
  issueIqs,
  ledgerOf,
  member,
  owner,
  pay,
  refusal,
  signedContract,
  signInAgain,
  sponsored,
  START,
  type Person,
} from './commissions-test-kit.js'

const APRIL = Date.parse('2030-04-15T09:00:00Z')

for (const backend of journeyDatabases()) {
  describe(`a member's commission ledger and statement, on ${backend.name}`, () => {
    const clock = testClock(START)
    let t: AccountsTestApp
    let client: Person
    let ada: Person
    let bob: Person
    let grace: Person
    let alice: Person
    let leadCommissionId = 0
    let referralCommissionId = 0

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      ada = await consultant(t)
      bob = await consultant(t)
      grace = await member(t)
      alice = await admin(t)
      await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', grace.id).execute()
      await issueIqs(t, 1_000)

      // March: a lead commission (1,500.00), 100.00 paid in euros.
      const march = await signedContract(t, client, ada, async ({ projectId }) => {
        await convertedLead(t, grace, projectId, 'Initech')
      })
      leadCommissionId = (await commissionOn(t, grace, march.id, 'lead')).id
      dataOf(await pay(t, alice, leadCommissionId, { cash_eur: '100' }), 201)

      // April: a referral commission (900.00); 20 IQS at 1.25 on the lead's; 5 IQS pending on the referral's.
      clock.set(APRIL)
      for (const person of [client, ada, bob, grace, alice]) await signInAgain(t, person)
      await sponsored(t, grace, bob)
      const april = await signedContract(t, client, bob)
      referralCommissionId = (await commissionOn(t, grace, april.id, 'referral')).id
      dataOf(await pay(t, alice, leadCommissionId, { tokens: 20, token_price_eur: '1.25' }), 201)
      const submit = t.app.markets.submit
      t.app.markets.submit = () => Promise.reject(new Error('writer down'))
      try {
        dataOf(await pay(t, alice, referralCommissionId, { tokens: 5, token_price_eur: '2' }), 201)
      } finally {
        t.app.markets.submit = submit
      }
      await readYourWrites(t.app)
    }, 180_000)
    afterAll(() => t.close())

    const statement = async (who: Person, query = '') =>
      dataOf<CommissionStatement>(await call(t, who, 'GET', `/api/network/iqstem/statement${query}`))

    it('lists the commissions newest first, their payments oldest first, with exact totals and the IQS held', async () => {
      const ledger = await ledgerOf(t, grace)
      expect(ledger.items.map((c) => c.id)).toEqual([referralCommissionId, leadCommissionId])
      const [referral, lead] = ledger.items as [
        CommissionLedger['items'][number],
        CommissionLedger['items'][number],
      ]
      expect(lead).toMatchObject({ state: 'partly_paid', paid_eur: '125.00', outstanding_eur: '1375.00' })
      expect(lead.payments.map((p) => [p.total_eur, p.allocation_state, p.paid_by])).toEqual([
        ['100.00', 'none', null],
        ['25.00', 'done', null],
      ])
      expect(referral.payments.map((p) => [p.total_eur, p.allocation_state])).toEqual([['10.00', 'pending']])
      // accrued = paid in cash + paid in tokens' value + outstanding, to the cent.
      expect(ledger.totals).toEqual({
        accrued_eur: '2400.00',
        paid_cash_eur: '100.00',
        paid_token_value_eur: '35.00',
        paid_tokens: '25',
        outstanding_eur: '2265.00',
      })
      // Only the allocated tokens are held; the pending five are not yet.
      expect(ledger.iqs_tokens_held).toBe('20')
    })

    it('shows another member nothing of it, and a member not approved yet their own (empty) ledger', async () => {
      const pending = await member(t, { status: 'PENDING' })
      expect(await ledgerOf(t, pending)).toEqual({
        items: [],
        totals: {
          accrued_eur: '0.00',
          paid_cash_eur: '0.00',
          paid_token_value_eur: '0.00',
          paid_tokens: '0',
          outstanding_eur: '0.00',
        },
        iqs_tokens_held: '0',
      })
    })

    it("states a period's accruals and final payments, oldest first, with totals", async () => {
      const april = await statement(grace, '?from=2030-04-01&to=2030-04-30')
      expect(april).toEqual({
        from: '2030-04-01',
        to: '2030-04-30',
        lines: [
          {
            at: new Date(APRIL).toISOString(),
            kind: 'accrual',
            commission_id: referralCommissionId,
            label: 'Ada Lovelace',
            accrued_eur: '900.00',
            paid_cash_eur: '0.00',
            paid_tokens: '0',
            paid_token_value_eur: '0.00',
          },
          {
            at: new Date(APRIL).toISOString(),
            kind: 'payment',
            commission_id: leadCommissionId,
            label: 'Initech',
            accrued_eur: '0.00',
            paid_cash_eur: '0.00',
            paid_tokens: '20',
            paid_token_value_eur: '25.00',
          },
        ],
        totals: {
          accrued_eur: '900.00',
          paid_cash_eur: '0.00',
          paid_tokens: '20',
          paid_token_value_eur: '25.00',
        },
      })
      const march = await statement(grace, '?from=2030-03-10&to=2030-03-10')
      expect(march.lines.map((l) => [l.kind, l.commission_id])).toEqual([
        ['accrual', leadCommissionId],
        ['payment', leadCommissionId],
      ])
      expect(march.totals).toEqual({
        accrued_eur: '1500.00',
        paid_cash_eur: '100.00',
        paid_tokens: '0',
        paid_token_value_eur: '0.00',
      })
      // By default: this year to today.
      const year = await statement(grace)
      expect([year.from, year.to, year.lines.length]).toEqual(['2030-01-01', '2030-04-15', 4])
      expect((await statement(grace, '?from=2030-02-01&to=2030-02-28')).lines).toEqual([])
    })

    it('exports the statement as a workbook in the member’s language', async () => {
      const response = await call(
        t,
        grace,
        'GET',
        '/api/network/iqstem/statement.xlsx?from=2030-03-01&to=2030-04-30',
      )
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toContain('spreadsheetml')
      expect(response.headers['content-disposition']).toContain('iqstem-statement-2030-03-01-2030-04-30.xlsx')
      expect(response.headers['cache-control']).toBe('private, no-store')
      const workbook = new ExcelJS.Workbook()
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
      const sheet = workbook.getWorksheet('Relevé')!
      expect(sheet.getCell('A1').value).toBe(
        'Relevé des commissions IQStem, du 2030-03-01 au 2030-04-30 (jours UTC)',
      )
      expect(sheet.getCell('B2').value).toBe('Mouvement')
      expect(sheet.getCell('B3').value).toBe('Acquise')
      expect(sheet.getCell('D3').value).toBe('Initech')
      expect(sheet.getCell('E3').value).toBe(1500)
      expect(sheet.getCell('F4').value).toBe(100)
      expect(sheet.getCell('G6').value).toBe(20)
      expect(sheet.getCell('A7').value).toBe('Total')
      expect(sheet.getCell('E7').value).toEqual({ formula: 'SUM(E3:E6)', result: 2400 })
      expect(sheet.getCell('H7').value).toEqual({ formula: 'SUM(H3:H6)', result: 25 })
    })

    it('refuses a period that ends before it starts, or a day that is not one', async () => {
      for (const query of [
        '?from=2030-05-01&to=2030-04-01',
        '?from=2030-05-01',
        '?from=2030-13-01',
        '?to=tomorrow',
      ])
        for (const path of ['statement', 'statement.xlsx'])
          expect(refusal(await call(t, grace, 'GET', `/api/network/iqstem/${path}${query}`), 400).code).toBe(
            'VALIDATION_FAILED',
          )
    })

    it('lets only members read a ledger and a statement, their own', async () => {
      for (const path of ['commissions', 'statement', 'statement.xlsx']) {
        for (const who of [client, alice])
          expect(refusal(await call(t, who, 'GET', `/api/network/iqstem/${path}`), 403).code).toBe(
            'ROLE_FORBIDDEN',
          )
        expect((await call(t, undefined, 'GET', `/api/network/iqstem/${path}`)).statusCode).toBe(401)
      }
      // A consultant has a ledger too (they sponsor), here an empty one.
      expect((await ledgerOf(t, ada)).items).toEqual([])
      expect((await statement(ada)).lines).toEqual([])
    })
  })
}
