import type { IqstemMemberDetail } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import { newLead } from '../leads/leads-test-kit.js'
import {
  admin,
  call,
  dataOf,
  invited,
  refusal,
  sponsor,
  type Person,
} from '../referrals/referrals-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`an IQStem member's record for admins on ${backend.name}`, () => {
    let t: AccountsTestApp
    let ada: Person
    let iris: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      ada = await admin(t)
      iris = await sponsor(t, { name: ['Iris', 'Stem'], status: 'PENDING' })
    })
    afterAll(() => t.close())

    const details = (who: Person | undefined, id: number) =>
      call(t, who, 'GET', `/api/admin/iqstem/members/${id}`)

    it('gathers the membership and its review, the leads, the sponsored consultants and the ledger', async () => {
      dataOf(await call(t, ada, 'POST', `/api/admin/network/members/${iris.id}/approve`))
      const lead = newLead()
      dataOf(await call(t, iris, 'POST', '/api/network/iqstem/leads', lead), 201)
      const referral = await invited(t, iris)

      const record = dataOf<IqstemMemberDetail>(await details(ada, iris.id))
      expect(record.member).toMatchObject({ user_id: iris.id, status: 'APPROVED', role: 'IQStem' })
      expect(record.history.map((entry) => [entry.transition, entry.by_name])).toEqual([
        ['approve', 'Ada Admin'],
      ])
      expect(record.leads.map((l) => [l.company, l.state])).toEqual([[lead.company, 'submitted']])
      expect(record.referrals.map((r) => [r.id, r.state])).toEqual([[referral.id, 'invited']])
      expect(record.ledger.items).toEqual([])
      expect(record.ledger.totals.accrued_eur).toBe('0.00')
    })

    it('answers 404 MEMBER_NOT_FOUND for an account without a membership, and refuses non-admins', async () => {
      const stranger = await sponsor(t)
      await t.database.db.deleteFrom('network_members').where('user_id', '=', stranger.id).execute()
      expect(refusal(await details(ada, stranger.id), 404).code).toBe('MEMBER_NOT_FOUND')
      expect(refusal(await details(ada, 987_654_321), 404).code).toBe('MEMBER_NOT_FOUND')
      expect(refusal(await details(ada, 0), 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await details(iris, iris.id), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await details(undefined, iris.id), 401).code).toBe('UNAUTHENTICATED')
    })
  })
}
