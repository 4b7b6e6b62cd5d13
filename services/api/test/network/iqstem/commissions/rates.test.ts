import type { commissionRatesSchema } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { testClock } from '../../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import {
  admin,
  call,
  consultant,
  dataOf,
  member,
  owner,
  refusal,
  START,
  type Person,
} from './commissions-test-kit.js'

type Rates = z.infer<typeof commissionRatesSchema>

for (const backend of journeyDatabases()) {
  describe(`commission rates on ${backend.name}`, () => {
    const clock = testClock(START)
    let t: AccountsTestApp
    let alice: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      alice = await admin(t)
    })
    afterAll(() => t.close())

    const rates = async () => dataOf<Rates>(await call(t, alice, 'GET', '/api/admin/iqstem/rates')).items
    const set = (who: Person | undefined, body: unknown) =>
      call(t, who, 'PUT', '/api/admin/iqstem/rates', body)

    it('starts from the migration: 5 % for leads, 3 % for referrals, set by nobody', async () => {
      expect(await rates()).toEqual([
        { programme: 'lead', rate_percent: '5.00', updated_at: expect.any(String), updated_by: null },
        { programme: 'referral', rate_percent: '3.00', updated_at: expect.any(String), updated_by: null },
      ])
    })

    it('sets a rate, recording who, when, from and to', async () => {
      const answer = dataOf<Rates>(await set(alice, { programme: 'referral', rate_percent: '2.5' }))
      expect(answer.items.find((r) => r.programme === 'referral')).toEqual({
        programme: 'referral',
        rate_percent: '2.50',
        updated_at: new Date(START).toISOString(),
        updated_by: 'Alice Admin',
      })
      expect((await rates()).find((r) => r.programme === 'lead')?.rate_percent).toBe('5.00')
      dataOf(await set(alice, { programme: 'referral', rate_percent: '4' }))
      const history = await t.database.db
        .selectFrom('network_transitions')
        .selectAll()
        .where('process', '=', 'commission_rate')
        .orderBy('id')
        .execute()
      expect(
        history.map((h) => [h.entity_id, h.transition, h.from_state, h.to_state, h.actor_user_id]),
      ).toEqual([
        ['referral', 'set', '3.00', '2.50', alice.id],
        ['referral', 'set', '2.50', '4.00', alice.id],
      ])
    })

    it('refuses a rate outside 0 to 100 % or with more than two decimals, changing nothing', async () => {
      const before = await rates()
      for (const body of [
        { programme: 'referral', rate_percent: '100.01' },
        { programme: 'referral', rate_percent: '-1' },
        { programme: 'referral', rate_percent: '5.555' },
        { programme: 'referral', rate_percent: 'five' },
        { programme: 'other', rate_percent: '5' },
        { programme: 'lead' },
        { programme: 'lead', rate_percent: '5', extra: 1 },
      ])
        expect(refusal(await set(alice, body), 400).code).toBe('VALIDATION_FAILED')
      expect(await rates()).toEqual(before)
      dataOf(await set(alice, { programme: 'lead', rate_percent: '100' }))
      dataOf(await set(alice, { programme: 'lead', rate_percent: '0' }))
      dataOf(await set(alice, { programme: 'lead', rate_percent: '5' }))
    })

    it('lets only admins read and set the rates', async () => {
      const others = [await member(t), await owner(t), await consultant(t)]
      for (const who of others) {
        expect(refusal(await call(t, who, 'GET', '/api/admin/iqstem/rates'), 403).code).toBe('ROLE_FORBIDDEN')
        expect(refusal(await set(who, { programme: 'lead', rate_percent: '9' }), 403).code).toBe(
          'ROLE_FORBIDDEN',
        )
      }
      expect((await call(t, undefined, 'GET', '/api/admin/iqstem/rates')).statusCode).toBe(401)
      expect((await set(undefined, { programme: 'lead', rate_percent: '9' })).statusCode).toBe(401)
      expect((await rates()).find((r) => r.programme === 'lead')?.rate_percent).toBe('5.00')
    })
  })
}
