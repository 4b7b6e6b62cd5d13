import type { NotificationPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accrueCommissions } from '../../../../src/network/iqstem/commissions/accrue-commissions.js'
import { workingDays } from '../../../../src/network/iqstem/commissions/contract-value.js'
import { testClock } from '../../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import {
  call,
  commissionOn,
  consultant,
  convertedLead,
  dataOf,
  ledgerOf,
  member,
  owner,
  rowCount,
  signedContract,
  sponsored,
  START,
  type Person,
} from './commissions-test-kit.js'

describe('working days', () => {
  it('counts Monday to Friday, both ends included', () => {
    expect(workingDays('2030-04-01', '2030-04-01')).toBe(1)
    expect(workingDays('2030-04-01', '2030-04-07')).toBe(5)
    expect(workingDays('2030-04-06', '2030-04-07')).toBe(0)
    expect(workingDays('2030-04-05', '2030-04-08')).toBe(2)
    expect(workingDays('2030-04-01', '2030-06-29')).toBe(65)
    expect(workingDays('2030-04-02', '2030-04-01')).toBe(0)
  })
})

for (const backend of journeyDatabases()) {
  describe(`commissions accrue when a contract is signed, on ${backend.name}`, () => {
    const clock = testClock(START)
    let t: AccountsTestApp
    let client: Person
    let ada: Person
    let grace: Person
    let sponsor: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      ada = await consultant(t)
      grace = await member(t)
      sponsor = await member(t, { role: 'ExecPartner' })
    })
    afterAll(() => t.close())

    const leadState = async (id: number) =>
      (
        await t.database.db
          .selectFrom('iqstem_leads')
          .select('state')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).state

    it("accrues the lead's commission on the base fee at the rate now, and moves the lead to contracted", async () => {
      let lead = 0
      const contract = await signedContract(t, client, ada, async ({ projectId }) => {
        lead = await convertedLead(t, grace, projectId, 'Acme Insurance')
      })
      const commission = await commissionOn(t, grace, contract.id, 'lead')
      expect(commission).toMatchObject({
        programme: 'lead',
        state: 'accrued',
        source: { lead_id: lead, referral_id: null, label: 'Acme Insurance' },
        project: { id: contract.projectId },
        base_eur: '30000.00',
        rate_percent: '5.00',
        amount_eur: '1500.00',
        paid_eur: '0.00',
        outstanding_eur: '1500.00',
        accrued_at: new Date(START).toISOString(),
        payments: [],
      })
      expect(await leadState(lead)).toBe('contracted')
      const lastLeadMove = await t.database.db
        .selectFrom('network_transitions')
        .selectAll()
        .where('process', '=', 'lead')
        .where('entity_id', '=', String(lead))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(lastLeadMove).toMatchObject({
        transition: 'contract',
        from_state: 'converted',
        to_state: 'contracted',
        actor_user_id: null,
      })
      // Nobody sponsored Ada yet: no referral commission.
      expect((await ledgerOf(t, sponsor)).items).toEqual([])
    })

    it('tells the member, in the app and by mail in their language', async () => {
      await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', grace.id).execute()
      const mailsBefore = t.mails.length
      await signedContract(t, client, ada, async ({ projectId }) => {
        await convertedLead(t, grace, projectId, 'Globex')
      })
      const page = dataOf<NotificationPage>(await call(t, grace, 'GET', '/api/network/notifications'))
      expect(page.items[0]).toMatchObject({
        kind: 'commission.accrued',
        params: { amount: '1500.00', company: 'Globex' },
        link: '/my-iqstem/commissions',
      })
      const mail = t.mails
        .slice(mailsBefore)
        .find((m) => m.to === grace.email && m.subject.startsWith('Une commission'))
      expect(mail?.subject).toBe('Une commission de 1\u202f500,00 € vous est acquise')
      expect(mail?.text).toContain('« Globex »')
      await t.database.db.updateTable('users').set({ language: 'en' }).where('id', '=', grace.id).execute()
    })

    it("accrues a referral commission for the consultant's sponsor on each of their contracts", async () => {
      const bob = await consultant(t)
      const referral = await sponsored(t, sponsor, bob)
      const first = await signedContract(t, client, bob)
      const second = await signedContract(t, client, bob)
      for (const contract of [first, second])
        expect(await commissionOn(t, sponsor, contract.id, 'referral')).toMatchObject({
          source: { lead_id: null, referral_id: referral, label: 'Ada Lovelace' },
          base_eur: '30000.00',
          rate_percent: '3.00',
          amount_eur: '900.00',
        })
      const mail = t.mails.find((m) => m.to === sponsor.email && m.subject.includes('€900.00'))
      expect(mail?.text).toContain('Ada Lovelace, the consultant you sponsored, signed a contract')
    })

    it('values a contract without a base fee at its day rate times its working days, rounded half up', async () => {
      const carol = await consultant(t)
      await sponsored(t, sponsor, carol)
      const contract = await signedContract(t, client, carol, async ({ id, projectId }) => {
        await convertedLead(t, grace, projectId)
        await t.database.db
          .updateTable('network_contracts')
          .set({ base_fee: null })
          .where('id', '=', id)
          .execute()
      })
      const terms = await t.database.db
        .selectFrom('network_contracts')
        .select(['day_rate', (eb) => eb.cast<string>('starts_on', 'text').as('starts_on')])
        .select((eb) => eb.cast<string>('ends_on', 'text').as('ends_on'))
        .where('id', '=', contract.id)
        .executeTakeFirstOrThrow()
      // 850.50 a day, 2030-04-01 (Monday) to 2030-06-29 (Saturday): 65 working days.
      expect(terms).toEqual({ day_rate: '850.50', starts_on: '2030-04-01', ends_on: '2030-06-29' })
      // 55,282.50 x 5 % = 2,764.125: half up to 2,764.13 (half even would say 2,764.12).
      expect(await commissionOn(t, grace, contract.id, 'lead')).toMatchObject({
        base_eur: '55282.50',
        amount_eur: '2764.13',
      })
      // x 3 % = 1,658.475 -> 1,658.48.
      expect(await commissionOn(t, sponsor, contract.id, 'referral')).toMatchObject({
        base_eur: '55282.50',
        amount_eur: '1658.48',
      })
    })

    it('accrues once per contract and programme, however often the effect runs', async () => {
      const erin = await consultant(t)
      await sponsored(t, sponsor, erin)
      let lead = 0
      const contract = await signedContract(t, client, erin, async ({ projectId }) => {
        lead = await convertedLead(t, grace, projectId)
      })
      const rowsOf = () =>
        t.database.db
          .selectFrom('iqstem_commissions')
          .select(['programme', 'member_user_id', 'amount_eur'])
          .where('contract_id', '=', contract.id)
          .orderBy('programme')
          .execute()
      const once = await rowsOf()
      expect(once).toEqual([
        { programme: 'lead', member_user_id: grace.id, amount_eur: '1500.00' },
        { programme: 'referral', member_user_id: sponsor.id, amount_eur: '900.00' },
      ])
      const notices = await rowCount(t, 'network_notifications')
      // Run again (a replay, a bug): the lead is contracted now and the referral's row exists.
      await t.database.db.transaction().execute((trx) =>
        accrueCommissions({
          trx,
          entityId: contract.id,
          transition: 'countersign',
          from: 'draft',
          to: 'signed',
          at: new Date(clock.now()),
          actorUserId: client.id,
          actorRole: 'owner',
          message: null,
        }),
      )
      expect(await rowsOf()).toEqual(once)
      expect(await rowCount(t, 'network_notifications')).toBe(notices)
      expect(await leadState(lead)).toBe('contracted')
    })

    it('copies the rate: a later change of rate leaves accrued commissions as they were', async () => {
      const before = await signedContract(t, client, ada, async ({ projectId }) => {
        await convertedLead(t, grace, projectId)
      })
      await t.database.db
        .updateTable('iqstem_commission_rates')
        .set({ rate_percent: '7.50' })
        .where('programme', '=', 'lead')
        .execute()
      const after = await signedContract(t, client, ada, async ({ projectId }) => {
        await convertedLead(t, grace, projectId)
      })
      expect(await commissionOn(t, grace, before.id, 'lead')).toMatchObject({
        rate_percent: '5.00',
        amount_eur: '1500.00',
      })
      expect(await commissionOn(t, grace, after.id, 'lead')).toMatchObject({
        rate_percent: '7.50',
        amount_eur: '2250.00',
      })
      await t.database.db
        .updateTable('iqstem_commission_rates')
        .set({ rate_percent: '5.00' })
        .where('programme', '=', 'lead')
        .execute()
    })

    it('accrues nothing on a contract without a lead or a sponsor, and nothing before the countersignature', async () => {
      const count = async () =>
        Number(
          (
            await t.database.db
              .selectFrom('iqstem_commissions')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        )
      const before = await count()
      const dave = await consultant(t)
      await signedContract(t, client, dave)
      expect(await count()).toBe(before)
    })
  })
}
