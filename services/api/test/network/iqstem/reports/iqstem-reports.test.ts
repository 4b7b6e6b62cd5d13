import type { IqstemReport } from '@iqs/protocol'
import ExcelJS from 'exceljs'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import {
  admin,
  call,
  commissionOn,
  consultant,
  dataOf,
  issueIqs,
  member,
  owner,
  pay,
  refusal,
  signedContract,
  signInAgain,
  type Person,
} from '../commissions/commissions-test-kit.js'

type LeadState = 'submitted' | 'qualified' | 'converted' | 'contracted' | 'paid' | 'lost'

for (const backend of journeyDatabases()) {
  describe(`the admins' IQStem report on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-03-10T08:00:00Z'))
    let t: AccountsTestApp
    let alice: Person
    let grace: Person
    let client: Person

    /** A row of network_transitions, as the processes write them. */
    const transition = (
      process: string,
      entityId: number,
      name: string,
      from: string,
      to: string,
      at: string,
    ) =>
      t.database.db
        .insertInto('network_transitions')
        .values({
          process,
          entity_id: String(entityId),
          transition: name,
          from_state: from,
          to_state: to,
          actor_user_id: alice.id,
          message: null,
          at: new Date(at),
        })
        .execute()

    /** A lead of Grace's in `state`, moved as `moves` say (the leads' part writes the same rows). */
    async function lead(state: LeadState, moves: Array<[string, string, string, string]>): Promise<number> {
      const company = `Lead ${randomUUID()}`
      const at = new Date(moves[0]![3])
      const { id } = await t.database.db
        .insertInto('iqstem_leads')
        .values({
          member_user_id: grace.id,
          company,
          company_key: company.toLowerCase(),
          contact_name: 'Wile E. Coyote',
          contact_email: `${randomUUID()}@acme.example`,
          sector: 'banking',
          need: 'A claims platform',
          timing: 'immediate',
          consent: true,
          state,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [name, from, to, when] of moves) await transition('lead', id, name, from, to, when)
      return id
    }

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      alice = await admin(t)
      grace = await member(t)
      client = await owner(t)
      const bob = await consultant(t)
      await issueIqs(t, 1_000)

      // Memberships approved: two IQStem accounts (March, May); a consultant's is not counted.
      const iqstem = [await member(t), await member(t)]
      await transition('member', iqstem[0]!.id, 'approve', 'PENDING', 'APPROVED', '2030-03-12T10:00:00Z')
      await transition('member', bob.id, 'approve', 'PENDING', 'APPROVED', '2030-03-13T10:00:00Z')
      await transition('member', iqstem[1]!.id, 'approve', 'PENDING', 'APPROVED', '2030-05-01T10:00:00Z')
      await transition('member', iqstem[1]!.id, 'reject', 'PENDING', 'REJECTED', '2030-05-01T10:00:00Z')

      const converted = await lead('converted', [
        ['submit', 'initial', 'submitted', '2030-03-12T10:00:00Z'],
        ['qualify', 'submitted', 'qualified', '2030-03-20T10:00:00Z'],
        ['convert', 'qualified', 'converted', '2030-04-02T10:00:00Z'],
      ])
      await lead('lost', [
        ['submit', 'initial', 'submitted', '2030-03-15T10:00:00Z'],
        ['lose', 'submitted', 'lost', '2030-04-05T10:00:00Z'],
      ])
      await lead('submitted', [['submit', 'initial', 'submitted', '2030-04-20T10:00:00Z']])
      await lead('qualified', [
        ['submit', 'initial', 'submitted', '2030-05-02T10:00:00Z'],
        ['qualify', 'submitted', 'qualified', '2030-05-03T10:00:00Z'],
        // An edit keeps the state: not a step.
        ['assign', 'qualified', 'qualified', '2030-05-03T11:00:00Z'],
      ])

      // Bob was invited in March, registered in April.
      await t.database.db
        .insertInto('iqstem_referrals')
        .values({
          sponsor_user_id: grace.id,
          email: bob.email,
          first_name: 'Ada',
          last_name: 'Lovelace',
          invitation_code: randomUUID(),
          consultant_user_id: bob.id,
          registered_at: new Date('2030-04-10T08:00:00Z'),
          created_at: new Date('2030-03-11T08:00:00Z'),
        })
        .execute()

      // April 10: Bob's contract on the converted lead's project: 1,500.00 (lead) and 900.00 (referral).
      clock.set(Date.parse('2030-04-10T08:00:00Z'))
      for (const person of [alice, grace, client, bob]) await signInAgain(t, person)
      const contract = await signedContract(t, client, bob, async ({ projectId }) => {
        await t.database.db
          .updateTable('iqstem_leads')
          .set({ project_id: projectId })
          .where('id', '=', converted)
          .execute()
      })
      const leadCommission = await commissionOn(t, grace, contract.id, 'lead')
      const referralCommission = await commissionOn(t, grace, contract.id, 'referral')
      dataOf(await pay(t, alice, leadCommission.id, { cash_eur: '100' }), 201)
      dataOf(await pay(t, alice, leadCommission.id, { tokens: 10, token_price_eur: '2.50' }), 201)
      // Marked while the writer is down: pending, not counted until the retry (every minute on the
      // clock) allocates it, when the clock moves on below; then counted in April, when it was marked.
      const submit = t.app.markets.submit
      t.app.markets.submit = () => Promise.reject(new Error('writer down'))
      try {
        dataOf(await pay(t, alice, referralCommission.id, { tokens: 4, token_price_eur: '1' }), 201)
      } finally {
        t.app.markets.submit = submit
      }
      const pending = await report('?from=2030-04&to=2030-04')
      expect(pending.totals.commissions_paid_tokens).toBe('10')
      // May 5: 50.00 in euros.
      clock.set(Date.parse('2030-05-05T08:00:00Z'))
      for (const person of [alice, grace]) await signInAgain(t, person)
      dataOf(await pay(t, alice, referralCommission.id, { cash_eur: '50' }), 201)
      clock.set(Date.parse('2030-05-20T08:00:00Z'))
      for (const person of [alice, grace, client]) await signInAgain(t, person)
    }, 180_000)
    afterAll(() => t.close())

    const report = async (query = '') =>
      dataOf<IqstemReport>(await call(t, alice, 'GET', `/api/admin/iqstem/reports${query}`))
    const zero = {
      members_approved: 0,
      leads_submitted: 0,
      leads_qualified: 0,
      leads_converted: 0,
      leads_contracted: 0,
      leads_lost: 0,
      referrals_invited: 0,
      referrals_registered: 0,
      commissions_accrued_eur: '0.00',
      commissions_paid_cash_eur: '0.00',
      commissions_paid_token_value_eur: '0.00',
      commissions_paid_tokens: '0',
    }

    it('counts each figure in the month it happened', async () => {
      const got = await report('?from=2030-03&to=2030-05')
      expect(got.months).toEqual([
        {
          ...zero,
          month: '2030-03',
          members_approved: 1,
          leads_submitted: 2,
          leads_qualified: 1,
          referrals_invited: 1,
        },
        {
          ...zero,
          month: '2030-04',
          leads_submitted: 1,
          leads_converted: 1,
          leads_contracted: 1,
          leads_lost: 1,
          referrals_registered: 1,
          commissions_accrued_eur: '2400.00',
          commissions_paid_cash_eur: '100.00',
          commissions_paid_token_value_eur: '29.00',
          commissions_paid_tokens: '14',
        },
        {
          ...zero,
          month: '2030-05',
          members_approved: 1,
          leads_submitted: 1,
          leads_qualified: 1,
          commissions_paid_cash_eur: '50.00',
        },
      ])
      expect(got.totals).toEqual({
        members_approved: 2,
        leads_submitted: 4,
        leads_qualified: 2,
        leads_converted: 1,
        leads_contracted: 1,
        leads_lost: 1,
        referrals_invited: 1,
        referrals_registered: 1,
        commissions_accrued_eur: '2400.00',
        commissions_paid_cash_eur: '150.00',
        commissions_paid_token_value_eur: '29.00',
        commissions_paid_tokens: '14',
      })
    })

    it('gives the leads in each state now and the conversion rate over the leads not lost', async () => {
      const got = await report()
      expect(got.leads_by_state).toEqual({
        submitted: 1,
        qualified: 1,
        converted: 0,
        contracted: 1,
        paid: 0,
        lost: 1,
      })
      // One contracted of three not lost.
      expect(got.conversion_rate_percent).toBe('33.3')
      expect([got.from, got.to, got.months.length]).toEqual(['2029-06', '2030-05', 12])
    })

    it('exports the report as a workbook in the admin’s language', async () => {
      const sheetOf = async () => {
        const response = await call(t, alice, 'GET', '/api/admin/iqstem/reports.xlsx?from=2030-03&to=2030-05')
        expect(response.statusCode, response.body).toBe(200)
        expect(response.headers['content-disposition']).toContain('iqstem-report-2030-03-2030-05.xlsx')
        const workbook = new ExcelJS.Workbook()
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
        return workbook
      }
      const english = await sheetOf()
      const sheet = english.getWorksheet('Report')!
      expect(sheet.getCell('B2').value).toBe('Members approved')
      expect(sheet.getCell('A4').value).toBe('2030-04')
      expect(sheet.getCell('J4').value).toBe(2400)
      expect(sheet.getCell('A6').value).toBe('Total')
      expect(sheet.getCell('K6').value).toEqual({ formula: 'SUM(K3:K5)', result: 150 })
      const leads = english.getWorksheet('Leads now')!
      expect(leads.getCell('B5').value).toBe(1)
      expect(leads.getCell('B8').value).toBe(33.3)

      await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', alice.id).execute()
      const french = await sheetOf()
      expect(french.getWorksheet('Rapport')!.getCell('B2').value).toBe('Membres approuvés')
      expect(french.getWorksheet('Leads à ce jour')!.getCell('A5').value).toBe('Contracté')
    })

    it('refuses a period that ends before it starts, too long, or not months', async () => {
      for (const query of [
        '?from=2030-05&to=2030-03',
        '?from=2025-01&to=2030-05',
        '?from=2030-13',
        '?to=May',
      ])
        for (const path of ['reports', 'reports.xlsx'])
          expect(refusal(await call(t, alice, 'GET', `/api/admin/iqstem/${path}${query}`), 400).code).toBe(
            'VALIDATION_FAILED',
          )
    })

    it('is for admins only', async () => {
      for (const path of ['reports', 'reports.xlsx']) {
        for (const who of [grace, client])
          expect(refusal(await call(t, who, 'GET', `/api/admin/iqstem/${path}`), 403).code).toBe(
            'ROLE_FORBIDDEN',
          )
        expect((await call(t, undefined, 'GET', `/api/admin/iqstem/${path}`)).statusCode).toBe(401)
      }
    })
  })
}
