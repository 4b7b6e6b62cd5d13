import type { Leader } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signInAdmin } from '../../iqs-core/iqs-test-kit.js'
import { call, completed, consultant, dataOf, owner, type Person } from '../contracts/contracts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`a leader card's rating from reviews on ${backend.name}`, () => {
    let t: AccountsTestApp
    let partner: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      // An approved executive partner with a headline: their card is on /our-leaders.
      partner = await owner(t, 'ExecPartner')
      const expertise = await call(t, partner, 'PUT', '/api/network/onboarding/expertise', {
        sectors: ['public-sector'],
        practices: ['cybersecurity'],
        functions: ['technology'],
        seniority: 'Lead',
        day_rate: '1400.00',
        available_from: '2026-01-05',
        days_per_week: 2,
      })
      expect(expertise.statusCode, expertise.body).toBe(200)
      await call(t, partner, 'PUT', '/api/network/profile/headline', { title: 'Former CIO', summary: '' })
      await t.database.db
        .updateTable('network_members')
        .set({ status: 'APPROVED' })
        .where('user_id', '=', partner.id)
        .execute()
    })
    afterAll(() => t.close())

    const card = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/leaders' })
      return (response.json() as { data: Leader[] }).data.find((c) => c.id === partner.id)!
    }
    const review = (who: Person, contractId: string, rating: number) =>
      call(t, who, 'POST', `/api/network/contracts/${contractId}/review`, {
        rating,
        criteria: { quality: rating, communication: rating, reliability: rating },
        comment: 'Worked well together.',
      })

    it('has no rating until reviewed, then the average of its published reviews', async () => {
      expect((await card()).rating).toBeNull()
      const ada = await consultant(t)
      const first = await completed(t, partner, ada)
      const second = await completed(t, partner, ada)
      const third = await completed(t, partner, ada)
      const hidden = dataOf<{ id: string }>(await review(ada, first.id, 1), 201)
      dataOf(await review(ada, second.id, 4), 201)
      dataOf(await review(ada, third.id, 5), 201)
      expect((await card()).rating).toBe('3.3')
      const admin = await signInAdmin(t)
      dataOf(await call(t, admin, 'POST', `/api/network/reviews/${hidden.id}/hide`))
      expect((await card()).rating).toBe('4.5')
      // The partner's own review of the consultant is not theirs to count.
      dataOf(await review(partner, first.id, 1), 201)
      expect((await card()).rating).toBe('4.5')
    })
  })
}
