import type { ExecPartnerCardDetail, ExecPartnerCardList, Leader, LeaderGroup } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { multipart, SAMPLE } from '../../iqs-core/iqs-test-kit.js'
import { adminWith, call, dataOf, newPerson, refusal, type Person } from './member-reports-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`exec partner cards hidden by an admin on ${backend.name}`, () => {
    let t: AccountsTestApp
    let alice: Person
    let partner: Person

    /** An executive partner with expertise, a CV and a headline, approved unless said. */
    async function newPartner(lastName: string, status: 'APPROVED' | 'PENDING' = 'APPROVED') {
      const person = await newPerson(t, 'ExecPartner')
      const expertise = await call(t, person, 'PUT', '/api/network/onboarding/expertise', {
        sectors: ['telecoms'],
        practices: ['cloud-infrastructure'],
        functions: ['technology'],
        seniority: 'Lead',
        day_rate: '1500.00',
        available_from: '2026-01-05',
        days_per_week: 2,
      })
      expect(expertise.statusCode, expertise.body).toBe(200)
      const cv = await t.send(person.jar, {
        method: 'POST',
        url: '/api/network/onboarding/cv',
        ...multipart({}, [{ name: 'file', filename: 'cv.pdf', content: SAMPLE.pdf }]),
      })
      expect(cv.statusCode, cv.body).toBe(200)
      await call(t, person, 'PUT', '/api/network/profile/headline', {
        title: 'Former CTO, telecoms',
        summary: '',
      })
      await t.database.db
        .updateTable('network_members')
        .set({ status })
        .where('user_id', '=', person.id)
        .execute()
      await t.database.db
        .updateTable('users')
        .set({ first_name: 'Grace', last_name: lastName })
        .where('id', '=', person.id)
        .execute()
      return person
    }

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      alice = await newPerson(t, 'Admin')
      await t.database.db
        .updateTable('users')
        .set({ first_name: 'Alice', last_name: 'Admin' })
        .where('id', '=', alice.id)
        .execute()
      partner = await newPartner('Xylophonist')
    })
    afterAll(() => t.close())

    const card = async (userId: number, who: Person = alice) =>
      dataOf<ExecPartnerCardDetail>(
        await call(t, who, 'GET', `/api/admin/network/exec-partners/${userId}/card`),
      )
    const setHidden = (userId: number, body: unknown, who: Person = alice) =>
      call(t, who, 'PUT', `/api/admin/network/exec-partners/${userId}/card`, body)
    const publicIds = async () =>
      dataOf<Leader[]>(await call(t, undefined, 'GET', '/api/leaders')).map((leader) => leader.id)
    const searched = async () =>
      dataOf<{ leaders: { items: Leader[] } }>(
        await call(t, undefined, 'GET', '/api/search?query=xylophonist'),
      ).leaders.items
    const telecoms = async () =>
      dataOf<LeaderGroup[]>(await call(t, undefined, 'GET', '/api/leaders/groups?by=sector')).find(
        (group) => group.value === 'telecoms',
      )?.count ?? 0

    it('hides a card from the leaders pages, the search and the CV link, and shows it again', async () => {
      expect(await card(partner.id)).toMatchObject({
        user_id: partner.id,
        last_name: 'Xylophonist',
        headline: 'Former CTO, telecoms',
        has_card: true,
        hidden: false,
        shown: true,
        hidden_by: null,
        reason: null,
        history: [],
      })
      expect(await publicIds()).toContain(partner.id)
      expect(await searched()).toHaveLength(1)
      expect(await telecoms()).toBe(1)

      const hidden = dataOf<ExecPartnerCardDetail>(
        await setHidden(partner.id, { hidden: true, reason: '  Conflict of interest  ' }),
      )
      expect(hidden).toMatchObject({
        has_card: true,
        hidden: true,
        shown: false,
        reason: 'Conflict of interest',
        hidden_by: { user_id: alice.id, name: 'Alice Admin' },
      })
      expect(hidden.history).toEqual([
        expect.objectContaining({
          action: 'hide',
          admin: { user_id: alice.id, name: 'Alice Admin' },
          changes: { hidden: { from: false, to: true }, reason: 'Conflict of interest' },
        }),
      ])
      expect(await publicIds()).not.toContain(partner.id)
      expect(await searched()).toHaveLength(0)
      expect(await telecoms()).toBe(0)
      expect((await call(t, undefined, 'GET', `/api/leaders/${partner.id}/cv`)).statusCode).toBe(404)
      const list = dataOf<ExecPartnerCardList>(
        await call(t, alice, 'GET', '/api/admin/network/exec-partner-cards'),
      )
      expect(list.items.find((item) => item.user_id === partner.id)).toMatchObject({
        hidden: true,
        shown: false,
      })

      // Hiding a hidden card changes and records nothing.
      dataOf(await setHidden(partner.id, { hidden: true }))
      expect((await card(partner.id)).history).toHaveLength(1)

      const shown = dataOf<ExecPartnerCardDetail>(await setHidden(partner.id, { hidden: false }))
      expect(shown).toMatchObject({ hidden: false, shown: true, reason: null, hidden_at: null })
      expect(shown.history.map((entry) => entry.action)).toEqual(['show', 'hide'])
      expect(await publicIds()).toContain(partner.id)
      expect((await call(t, undefined, 'GET', `/api/leaders/${partner.id}/cv`)).statusCode).toBe(200)
      const rows = await t.database.db
        .selectFrom('admin_actions')
        .select(['permission', 'record_type', 'record_id'])
        .where('record_type', '=', 'exec_partner_card')
        .execute()
      expect(rows).toEqual([
        { permission: 'exec_partners', record_type: 'exec_partner_card', record_id: String(partner.id) },
        { permission: 'exec_partners', record_type: 'exec_partner_card', record_id: String(partner.id) },
      ])
    })

    it('lists the partners with a card, and hides one before it is shown', async () => {
      const pending = await newPartner('Pendleton', 'PENDING')
      expect(await card(pending.id)).toMatchObject({ has_card: false, hidden: false, shown: false })
      const before = dataOf<ExecPartnerCardList>(
        await call(t, alice, 'GET', '/api/admin/network/exec-partner-cards'),
      )
      expect(before.items.map((item) => item.user_id)).not.toContain(pending.id)
      dataOf(await setHidden(pending.id, { hidden: true }))
      const after = dataOf<ExecPartnerCardList>(
        await call(t, alice, 'GET', '/api/admin/network/exec-partner-cards'),
      )
      expect(after.items.find((item) => item.user_id === pending.id)).toMatchObject({
        has_card: false,
        hidden: true,
        reason: '',
      })
      // Approved later: the card stays hidden.
      await t.database.db
        .updateTable('network_members')
        .set({ status: 'APPROVED' })
        .where('user_id', '=', pending.id)
        .execute()
      expect(await card(pending.id)).toMatchObject({ has_card: true, hidden: true, shown: false })
      expect(await publicIds()).not.toContain(pending.id)
    })

    it('says a suspended partner’s card is not shown, though neither hidden nor gone', async () => {
      const suspended = await newPartner('Suspendu')
      await t.database.db
        .updateTable('users')
        .set({ suspended_at: new Date(), suspension_reason: 'Inquiry' })
        .where('id', '=', suspended.id)
        .execute()
      expect(await card(suspended.id)).toMatchObject({
        has_card: true,
        hidden: false,
        suspended: true,
        shown: false,
      })
      expect(await publicIds()).not.toContain(suspended.id)
      const list = dataOf<ExecPartnerCardList>(
        await call(t, alice, 'GET', '/api/admin/network/exec-partner-cards'),
      )
      expect(list.items.find((item) => item.user_id === suspended.id)).toMatchObject({
        suspended: true,
        shown: false,
      })
    })

    it('drops the hiding with an erased account', async () => {
      const leaving = await newPartner('Leaving')
      dataOf(await setHidden(leaving.id, { hidden: true, reason: 'Asked to leave' }))
      await t.app.eraseAccount(leaving.id)
      const rows = await t.database.db
        .selectFrom('hidden_exec_partner_cards')
        .select('user_id')
        .where('user_id', '=', leaving.id)
        .execute()
      expect(rows).toEqual([])
      expect(
        refusal(await call(t, alice, 'GET', `/api/admin/network/exec-partners/${leaving.id}/card`), 404).code,
      ).toBe('MEMBER_NOT_FOUND')
    })

    it('refuses anyone but a live executive partner, and a bad body, changing nothing', async () => {
      const consultant = await newPerson(t, 'Consultant')
      for (const id of [consultant.id, 999_999_999])
        for (const response of [
          await call(t, alice, 'GET', `/api/admin/network/exec-partners/${id}/card`),
          await setHidden(id, { hidden: true }),
        ])
          expect(refusal(response, 404).code).toBe('MEMBER_NOT_FOUND')
      for (const body of [
        {},
        { hidden: 'yes' },
        { hidden: true, reason: 'x'.repeat(501) },
        { hidden: true, reason: 'a\u0000b' },
        { hidden: true, extra: 1 },
      ])
        expect(refusal(await setHidden(partner.id, body), 400).code).toBe('VALIDATION_FAILED')
      expect(
        refusal(await call(t, alice, 'GET', '/api/admin/network/exec-partners/abc/card'), 400).code,
      ).toBe('VALIDATION_FAILED')
      expect((await card(partner.id)).hidden).toBe(false)
    })

    it('is for admins holding the exec partners group', async () => {
      const consultantsAdmin = await adminWith(t, 'consultants', 'web_site')
      const partnersAdmin = await adminWith(t, 'exec_partners')
      const requests = [
        ['GET', '/api/admin/network/exec-partner-cards', undefined],
        ['GET', `/api/admin/network/exec-partners/${partner.id}/card`, undefined],
        ['PUT', `/api/admin/network/exec-partners/${partner.id}/card`, { hidden: false }],
      ] as const
      for (const [method, url, body] of requests) {
        expect((await call(t, undefined, method, url, body)).statusCode).toBe(401)
        expect(refusal(await call(t, partner, method, url, body), 403).code).toBe('ROLE_FORBIDDEN')
        expect(refusal(await call(t, consultantsAdmin, method, url, body), 403).code).toBe(
          'ADMIN_PERMISSION_MISSING',
        )
        expect((await call(t, partnersAdmin, method, url, body)).statusCode).toBe(200)
      }
    })
  })
}
