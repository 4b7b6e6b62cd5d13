import type { AdminLead } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadProcess } from '../../../../src/network/iqstem/leads/lead-process.js'
import { runTransition } from '../../../../src/network/workflow/apply-transition.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import { owner } from '../../contracts/contracts-test-kit.js'
import {
  act,
  admin,
  adminLeadOf,
  brought,
  dataOf,
  member,
  qualified,
  setStatus,
  type Person,
} from './leads-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`what an erased account leaves of leads on ${backend.name}`, () => {
    let t: AccountsTestApp
    let boss: Person
    let client: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      boss = await admin(t)
      client = await owner(t)
      await setStatus(t, client, 'APPROVED')
    })
    afterAll(() => t.close())

    const rowOf = (id: number) =>
      t.database.db.selectFrom('iqstem_leads').selectAll().where('id', '=', id).executeTakeFirst()
    const transitionsOf = (id: number) =>
      t.database.db
        .selectFrom('network_transitions')
        .select(['transition', 'message'])
        .where('process', '=', 'lead')
        .where('entity_id', '=', String(id))
        .orderBy('id')
        .execute()
    const convert = async (who: Person) => {
      const lead = await qualified(t, who, boss)
      return dataOf<AdminLead>(await act(t, boss, lead.id, 'convert', { owner_email: client.email }))
    }

    it("deletes a member's leads before conversion and blanks the contact of the later ones", async () => {
      const leaving = await member(t)
      const submitted = await brought(t, leaving, { company: 'Erased Early SA' })
      const qualifiedLead = await qualified(t, leaving, boss)
      const lost = await brought(t, leaving)
      dataOf(await act(t, boss, lost.id, 'lose', { reason: 'Called Jeanne: no budget' }))
      const first = await convert(leaving)
      const second = await convert(leaving)
      await runTransition(t.app.db, leadProcess, {
        entityId: second.id,
        transition: 'contract',
        actor: { role: 'system', userId: null },
        at: new Date(),
      })

      await t.app.eraseAccount(leaving.id)

      for (const lead of [submitted, qualifiedLead, lost]) {
        expect(await rowOf(lead.id)).toBeUndefined()
        // The record of the moves stays, without the words that may name the contact.
        const moves = await transitionsOf(lead.id)
        expect(moves.length).toBeGreaterThan(0)
        expect(moves.every((move) => move.message === null)).toBe(true)
      }
      for (const lead of [first, second]) {
        expect(await rowOf(lead.id)).toMatchObject({
          contact_name: '(erased)',
          contact_email: `(erased ${lead.id})`,
          contact_role: null,
          contact_phone: null,
          company: lead.company,
          project_id: lead.project!.id,
        })
        const seen = await adminLeadOf(t, boss, lead.id)
        expect(seen.member).toEqual({ user_id: leaving.id, name: '', email: null })
      }
      expect((await rowOf(second.id))?.state).toBe('contracted')
      // The client of a deleted lead may be brought again.
      const other = await member(t)
      expect((await brought(t, other, { company: 'erased early sa' })).state).toBe('submitted')
    })

    it('unassigns an erased representative, whose moves stay without their name', async () => {
      const rep = await admin(t, ['Rita', 'Rep'])
      const iris = await member(t)
      const lead = await brought(t, iris)
      dataOf(await act(t, boss, lead.id, 'assign', { representative_user_id: rep.id }))
      dataOf(await act(t, rep, lead.id, 'notes', { notes: 'First call on Monday' }))
      await t.app.eraseAccount(rep.id)
      const after = await adminLeadOf(t, boss, lead.id)
      expect(after.representative).toBeNull()
      expect(after.history.slice(-2).map((h) => [h.transition, h.by, h.by_name])).toEqual([
        ['assign', 'admin', 'Ada Admin'],
        ['notes', 'admin', null],
      ])
      // The notes stay: they are IQS's own, about the client, not the representative's data.
      expect(after.representative_notes).toBe('First call on Monday')
    })
  })
}
