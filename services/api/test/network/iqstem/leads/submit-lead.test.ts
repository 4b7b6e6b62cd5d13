import { leadRequestSchema, type Lead, type LeadList } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { duplicateFieldOf, insertLead } from '../../../../src/network/iqstem/leads/leads.repository.js'
import { testClock } from '../../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import {
  act,
  admin,
  bring,
  brought,
  call,
  dataOf,
  LEAD,
  leadOf,
  member,
  newLead,
  newPerson,
  refusal,
  rowCount,
  setStatus,
  type Person,
} from './leads-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`members bring leads on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-02T09:00:00Z'))
    let t: AccountsTestApp
    let iris: Person
    let other: Person
    let boss: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      iris = await member(t)
      other = await member(t, 'IQStem', { name: ['Otto', 'Other'] })
      boss = await admin(t)
    })
    afterAll(() => t.close())

    it('takes a lead from an approved member and gives it back, submitted, with its history', async () => {
      const created = dataOf<Lead>(await bring(t, iris, LEAD), 201)
      expect(created).toMatchObject({
        state: 'submitted',
        company: 'Mutuelle Atlantique',
        contact_name: 'Jeanne Martin',
        contact_role: 'CFO',
        contact_email: 'jeanne.martin@mutuelle-atlantique.example',
        contact_phone: '+33612345678',
        sector: 'insurance',
        need: LEAD.need,
        budget: '120000.00',
        timing: 'within-3-months',
        consent: true,
        project: null,
        commission: null,
        representative: null,
        representative_notes: null,
        lost_reason: null,
        created_at: '2030-05-02T09:00:00.000Z',
      })
      expect(created.history).toEqual([
        {
          transition: 'submit',
          from_state: 'initial',
          to_state: 'submitted',
          by: 'member',
          by_name: null,
          message: null,
          at: '2030-05-02T09:00:00.000Z',
        },
      ])
      expect(await leadOf(t, iris, created.id)).toEqual(created)
      const mine = dataOf<LeadList>(await call(t, iris, 'GET', '/api/network/iqstem/leads'))
      expect(mine.items.map((lead) => lead.id)).toContain(created.id)
      expect(mine.counts).toMatchObject({ submitted: mine.items.length, lost: 0 })
    })

    it('lists mine only, newest first, one state when asked, with the counts of all', async () => {
      const first = await brought(t, other)
      clock.advance(60_000)
      const second = await brought(t, other)
      const lost = await brought(t, other)
      dataOf(await act(t, boss, lost.id, 'lose', { reason: 'No budget' }))
      const all = dataOf<LeadList>(await call(t, other, 'GET', '/api/network/iqstem/leads'))
      expect(all.items.map((lead) => lead.id)).toEqual([lost.id, second.id, first.id])
      expect(all.counts).toEqual({
        submitted: 2,
        qualified: 0,
        converted: 0,
        contracted: 0,
        paid: 0,
        lost: 1,
      })
      const onlyLost = dataOf<LeadList>(await call(t, other, 'GET', '/api/network/iqstem/leads?state=lost'))
      expect(onlyLost.items.map((lead) => lead.id)).toEqual([lost.id])
      expect(onlyLost.counts.submitted).toBe(2)
      expect(refusal(await call(t, other, 'GET', '/api/network/iqstem/leads?state=won'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
    })

    it('refuses a company already brought, however it is typed (409 LEAD_DUPLICATE, company)', async () => {
      const lead = await brought(t, iris, { company: 'Banque  du   Nord' })
      const before = await rowCount(t, 'iqstem_leads')
      for (const company of [
        'banque du nord',
        '  BANQUE DU NORD ',
        'Banque du  Nord',
        'ＢＡＮＱＵＥ du Nord',
      ])
        expect(refusal(await bring(t, other, newLead({ company })), 409)).toMatchObject({
          code: 'LEAD_DUPLICATE',
          details: { field: 'company' },
        })
      // The member who brought it first gets the same answer.
      expect(refusal(await bring(t, iris, newLead({ company: 'Banque du Nord' })), 409).code).toBe(
        'LEAD_DUPLICATE',
      )
      expect(await rowCount(t, 'iqstem_leads')).toBe(before)
      expect((await leadOf(t, iris, lead.id)).company).toBe('Banque  du   Nord')
    })

    it("refuses a contact's e-mail already brought, in any case (409 LEAD_DUPLICATE, contact_email)", async () => {
      await brought(t, iris, { contact_email: 'paul@acme.example' })
      const answer = refusal(await bring(t, other, newLead({ contact_email: 'Paul@ACME.example' })), 409)
      expect(answer).toMatchObject({ code: 'LEAD_DUPLICATE', details: { field: 'contact_email' } })
    })

    it('takes a client again once their lead was lost', async () => {
      const lead = await brought(t, iris, { company: 'Lost Corp', contact_email: 'ceo@lost.example' })
      dataOf(await act(t, boss, lead.id, 'lose', { reason: 'They chose another firm' }))
      const again = dataOf<Lead>(
        await bring(t, other, newLead({ company: 'LOST corp', contact_email: 'CEO@lost.example' })),
        201,
      )
      expect(again.state).toBe('submitted')
      // Live again: a third time is a duplicate.
      expect(refusal(await bring(t, iris, newLead({ company: 'Lost Corp' })), 409).code).toBe(
        'LEAD_DUPLICATE',
      )
    })

    it('maps the unique index of two submissions at the same moment to the same 409, never a 500', async () => {
      const lead = await brought(t, iris)
      const row = await t.database.db
        .selectFrom('iqstem_leads')
        .select(['company', 'contact_email'])
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow()
      // What the second of two concurrent submissions meets: the index, past the check.
      const insert = (fields: { company: string; contact_email: string }) =>
        t.database.db
          .transaction()
          .execute((trx) => insertLead(trx, other.id, leadRequestSchema.parse(newLead(fields)), new Date()))
      await expect(
        insert({ company: row.company.toUpperCase(), contact_email: 'x@y.example' }),
      ).rejects.toMatchObject({ code: '23505', constraint: 'iqstem_leads_live_company' })
      const byCompany = await insert({ company: row.company, contact_email: 'z@y.example' }).catch((e) => e)
      expect(duplicateFieldOf(byCompany)).toBe('company')
      const byEmail = await insert({ company: 'Brand new SA', contact_email: row.contact_email }).catch(
        (e) => e,
      )
      expect(duplicateFieldOf(byEmail)).toBe('contact_email')
      expect(duplicateFieldOf(new Error('other'))).toBeNull()
      // Two submissions at once through the api: one lead, one 409.
      const body = newLead()
      const answers = await Promise.all([bring(t, iris, body), bring(t, other, body)])
      expect(answers.map((a) => a.statusCode).sort((x, y) => x - y)).toEqual([201, 409])
    })

    it('refuses a member whose membership is not approved (403 MEMBER_NOT_APPROVED), writing nothing', async () => {
      const pending = await member(t, 'IQStem', { status: 'PENDING' })
      const before = await rowCount(t, 'iqstem_leads')
      expect(refusal(await bring(t, pending, newLead()), 403).code).toBe('MEMBER_NOT_APPROVED')
      for (const status of ['ONBOARDING', 'REJECTED'] as const) {
        await setStatus(t, pending, status)
        expect(refusal(await bring(t, pending, newLead()), 403).code).toBe('MEMBER_NOT_APPROVED')
      }
      // No onboarding row at all.
      const fresh = await newPerson(t, 'IQStem')
      expect(refusal(await bring(t, fresh, newLead()), 403).code).toBe('MEMBER_NOT_APPROVED')
      expect(await rowCount(t, 'iqstem_leads')).toBe(before)
      // They still read their (empty) list.
      expect(dataOf<LeadList>(await call(t, pending, 'GET', '/api/network/iqstem/leads')).items).toEqual([])
    })

    it('lets consultants and executive partners bring leads too', async () => {
      for (const role of ['Consultant', 'ExecPartner'] as const) {
        const who = await member(t, role)
        expect((await brought(t, who)).state).toBe('submitted')
      }
    })

    it("answers 404 for another member's lead and a missing one", async () => {
      const lead = await brought(t, iris)
      expect(refusal(await call(t, other, 'GET', `/api/network/iqstem/leads/${lead.id}`), 404).code).toBe(
        'LEAD_NOT_FOUND',
      )
      expect(refusal(await call(t, iris, 'GET', '/api/network/iqstem/leads/999999999'), 404).code).toBe(
        'LEAD_NOT_FOUND',
      )
      expect(refusal(await call(t, iris, 'GET', '/api/network/iqstem/leads/abc'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
    })

    it('refuses other roles (403) and guests (401)', async () => {
      for (const role of ['Client', 'Admin', 'Auditor'] as const) {
        const who = await newPerson(t, role)
        expect(refusal(await bring(t, who, newLead()), 403).code).toBe('ROLE_FORBIDDEN')
        expect(refusal(await call(t, who, 'GET', '/api/network/iqstem/leads'), 403).code).toBe(
          'ROLE_FORBIDDEN',
        )
      }
      expect(refusal(await bring(t, undefined, newLead()), 401).code).toBe('UNAUTHENTICATED')
      expect(refusal(await call(t, undefined, 'GET', '/api/network/iqstem/leads'), 401).code).toBe(
        'UNAUTHENTICATED',
      )
      expect(refusal(await call(t, undefined, 'GET', '/api/network/iqstem/leads/1'), 401).code).toBe(
        'UNAUTHENTICATED',
      )
    })

    it('refuses bad bodies with 400, naming the field, and writes nothing', async () => {
      const before = [await rowCount(t, 'iqstem_leads'), await rowCount(t, 'network_transitions')]
      const bad: Record<string, unknown>[] = [
        { consent: false },
        { consent: undefined },
        { company: '   ' },
        { company: 'x'.repeat(201) },
        { contact_name: '' },
        { contact_email: 'not-an-email' },
        { contact_phone: '12' },
        { sector: 'mining' },
        { need: '' },
        { budget: '-5' },
        { budget: '1e5' },
        { budget: '12.345' },
        { budget: '1234567890123' },
        { timing: 'someday' },
        { surprise: true },
      ]
      for (const change of bad) {
        const answer = refusal(await bring(t, iris, { ...newLead(), ...change }), 400)
        expect(answer.code, JSON.stringify(change)).toBe('VALIDATION_FAILED')
      }
      // Not JSON at all.
      expect(refusal(await bring(t, iris, 'not json'), 415).code).toBe('UNSUPPORTED_MEDIA_TYPE')
      expect([await rowCount(t, 'iqstem_leads'), await rowCount(t, 'network_transitions')]).toEqual(before)
    })

    it('takes the optional fields empty', async () => {
      const lead = dataOf<Lead>(
        await bring(t, iris, { ...newLead(), contact_role: '', contact_phone: '', budget: null }),
        201,
      )
      expect(lead).toMatchObject({ contact_role: null, contact_phone: null, budget: null })
    })
  })
}
