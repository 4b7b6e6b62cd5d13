import type { ConsultantDetail, ConsultantPage, Shortlist, ShortlistedConsultant } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { PASSWORD, startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { call, dataOf, owner, refusal, seedConsultant, type Person } from './consultants-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`an owner's shortlist (my-consultants) on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person
    let partner: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      partner = await owner(t, 'ExecPartner')
    })
    afterAll(() => t.close())

    const shortlist = async (who: Person) =>
      dataOf<Shortlist>(await call(t, who, 'GET', '/api/network/my-consultants')).items
    const add = (who: Person, consultant: Person, body?: unknown) =>
      call(t, who, 'PUT', `/api/network/my-consultants/${consultant.id}`, body)
    const rows = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('network_shortlists')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )

    it('adds with a note, lists with the card, rewrites the note on a second add, removes', async () => {
      const ada = await seedConsultant(t, { lastName: 'Shortlisted' })
      const added = dataOf<ShortlistedConsultant>(
        await add(client, ada, { note: '  Great on claims.\r\nCall her. ' }),
      )
      expect(added).toMatchObject({
        note: 'Great on claims.\nCall her.',
        consultant: { user_id: ada.id, last_name: 'Shortlisted', shortlisted: true },
      })
      clock.advance(60_000)
      dataOf(await add(client, ada, { note: 'Second thoughts' }))
      dataOf(await add(client, ada))
      const list = await shortlist(client)
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({ note: '', consultant: { user_id: ada.id } })
      expect(list[0]!.created_at).toBe(added.created_at)
      expect(list[0]!.updated_at).not.toBe(added.updated_at)

      const found = dataOf<ConsultantPage>(
        await call(t, client, 'GET', '/api/network/consultants?query=shortlisted'),
      )
      expect(found.items[0]?.shortlisted).toBe(true)
      const detail = dataOf<ConsultantDetail>(
        await call(t, client, 'GET', `/api/network/consultants/${ada.id}`),
      )
      expect(detail.shortlist?.note).toBe('')

      const removed = await call(t, client, 'DELETE', `/api/network/my-consultants/${ada.id}`)
      expect(removed.statusCode).toBe(204)
      expect(await shortlist(client)).toEqual([])
      expect(
        refusal(await call(t, client, 'DELETE', `/api/network/my-consultants/${ada.id}`), 404).code,
      ).toBe('NOT_SHORTLISTED')
    })

    it("keeps each owner's shortlist their own", async () => {
      const bob = await seedConsultant(t, { lastName: 'Ownersown' })
      dataOf(await add(partner, bob, { note: 'Mine' }))
      expect((await shortlist(partner)).map((item) => item.consultant.user_id)).toContain(bob.id)
      expect((await shortlist(client)).map((item) => item.consultant.user_id)).not.toContain(bob.id)
      const seenByClient = dataOf<ConsultantDetail>(
        await call(t, client, 'GET', `/api/network/consultants/${bob.id}`),
      )
      expect(seenByClient.shortlist).toBeNull()
      expect(seenByClient.card.shortlisted).toBe(false)
      // Removing it from another owner's list is "not on your shortlist", and changes nothing.
      expect(
        refusal(await call(t, client, 'DELETE', `/api/network/my-consultants/${bob.id}`), 404).code,
      ).toBe('NOT_SHORTLISTED')
      expect((await shortlist(partner)).map((item) => item.consultant.user_id)).toContain(bob.id)
    })

    it('refuses a consultant who is not shown and a bad note, writing nothing', async () => {
      const pending = await seedConsultant(t, { status: 'PENDING' })
      const ada = await seedConsultant(t)
      const before = await rows()
      expect(refusal(await add(client, pending), 404).code).toBe('CONSULTANT_NOT_FOUND')
      expect(refusal(await add(client, partner), 404).code).toBe('CONSULTANT_NOT_FOUND')
      for (const body of [{ note: 'x'.repeat(1001) }, { note: 'a\u0000b' }, { note: 12 }, { other: 'field' }])
        expect(refusal(await add(client, ada, body), 400).code).toBe('VALIDATION_FAILED')
      expect(await rows()).toBe(before)
    })

    it('drops an erased consultant from the list, and an erased owner’s list goes', async () => {
      const gone = await seedConsultant(t)
      dataOf(await add(client, gone))
      dataOf(await call(t, gone, 'POST', '/api/me/delete', { password: PASSWORD }))
      expect((await shortlist(client)).map((item) => item.consultant.user_id)).not.toContain(gone.id)

      const leaving = await owner(t)
      dataOf(await add(leaving, await seedConsultant(t), { note: 'private words' }))
      dataOf(await call(t, leaving, 'POST', '/api/me/delete', { password: PASSWORD }))
      const left = await t.database.db
        .selectFrom('network_shortlists')
        .select('note')
        .where((eb) => eb.or([eb('owner_user_id', '=', leaving.id), eb('consultant_user_id', '=', gone.id)]))
        .execute()
      expect(left).toEqual([])
    })
  })
}
