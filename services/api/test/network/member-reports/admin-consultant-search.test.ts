import type { AdminConsultantPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { foundIds, seedConsultant } from '../consultants/consultants-test-kit.js'
import { call as contractCall, completed, consultant, owner } from '../contracts/contracts-test-kit.js'
import { adminWith, call, dataOf, newPerson, refusal, type Person } from './member-reports-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`the admins' consultant search on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let alice: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      alice = await newPerson(t, 'Admin')
    })
    afterAll(() => t.close())

    const search = async (query: string, who: Person = alice) =>
      dataOf<AdminConsultantPage>(
        await call(t, who, 'GET', `/api/admin/network/consultants/search?page_size=50&${query}`),
      )
    const found = async (query: string, among: readonly { id: number }[]) => {
      const wanted = new Set(among.map((person) => person.id))
      return (await search(query)).items.map((hit) => hit.user_id).filter((id) => wanted.has(id))
    }
    const sorted = (people: readonly { id: number }[]) => people.map((p) => p.id).sort((a, b) => a - b)

    it('finds consultants in every state where owners find the approved ones, with e-mail and state', async () => {
      const approved = await seedConsultant(t, { headline: 'Zephyrine architect' })
      const pending = await seedConsultant(t, { headline: 'Zephyrine analyst', status: 'PENDING' })
      const rejected = await seedConsultant(t, { headline: 'Zephyrine actuary', status: 'PENDING' })
      await t.database.db
        .updateTable('network_members')
        .set({ status: 'REJECTED' })
        .where('user_id', '=', rejected.id)
        .execute()
      const suspended = await seedConsultant(t, { headline: 'Zephyrine auditor' })
      await t.database.db
        .updateTable('users')
        .set({ suspended_at: new Date('2030-04-01T00:00:00Z'), suspension_reason: 'Fraud inquiry' })
        .where('id', '=', suspended.id)
        .execute()
      const all = [approved, pending, rejected, suspended]

      expect((await found('query=zephyrine', all)).sort((a, b) => a - b)).toEqual(sorted(all))
      expect(await found('query=zephyrine&state=PENDING', all)).toEqual([pending.id])
      expect(await found('query=zephyrine&state=REJECTED', all)).toEqual([rejected.id])
      expect(await found('query=zephyrine&state=SUSPENDED', all)).toEqual([suspended.id])
      expect(await found('query=zephyrine&state=APPROVED', all)).toEqual([approved.id])
      const client = await owner(t)
      // Owners find the approved ones only; not the suspended one either.
      expect(await foundIds(t, client, 'query=zephyrine', all)).toEqual([approved.id])

      const hit = (await search('query=zephyrine&state=PENDING')).items[0]!
      expect(hit).toMatchObject({
        user_id: pending.id,
        email: pending.email,
        state: 'PENDING',
        title: 'Zephyrine analyst',
        rating: null,
        review_count: 0,
      })
      expect(hit).not.toHaveProperty('shortlisted')
    })

    it('keeps the owners’ ranking and limits: criteria, availability, day rate', async () => {
      const now = await seedConsultant(t, {
        lastName: 'Quokkason',
        sectors: ['energy'],
        availableFrom: '2030-04-01',
        dayRate: '650.00',
        status: 'PENDING',
      })
      const later = await seedConsultant(t, {
        lastName: 'Quokkason',
        sectors: ['retail'],
        availableFrom: '2030-07-01',
        dayRate: '900.00',
      })
      const all = [now, later]
      expect(await found('query=quokkason&available=immediate', all)).toEqual([now.id])
      expect(await found('query=quokkason&available=three-months', all)).toHaveLength(2)
      expect(await found('query=quokkason&max_day_rate=700', all)).toEqual([now.id])
      expect(await found('query=quokkason&sector=retail', all)).toEqual([later.id])
      const [first] = (await search('query=quokkason&sector=energy')).items
      expect(first?.match.sector).toBe(true)
    })

    it('filters by the published reviews’ average; a consultant without reviews has none', async () => {
      const client = await owner(t)
      const review = async (who: { id: number }, rating: number) => {
        const contract = await completed(t, client, who as Parameters<typeof completed>[2])
        const response = await contractCall(
          t,
          client,
          'POST',
          `/api/network/contracts/${contract.id}/review`,
          {
            rating,
            criteria: { quality: rating, communication: rating, reliability: rating },
            comment: 'Worked well together.',
          },
        )
        expect(response.statusCode, response.body).toBe(201)
      }
      const excellent = await consultant(t)
      const poor = await consultant(t)
      const unreviewed = await consultant(t)
      for (const person of [excellent, poor, unreviewed])
        await t.database.db
          .updateTable('users')
          .set({ last_name: 'Wombatz' })
          .where('id', '=', person.id)
          .execute()
      await review(excellent, 5)
      await review(poor, 2)
      const all = [excellent, poor, unreviewed]
      expect(await found('query=wombatz&min_rating=4', all)).toEqual([excellent.id])
      expect((await found('query=wombatz&min_rating=2', all)).sort((a, b) => a - b)).toEqual(
        sorted([excellent, poor]),
      )
      expect((await found('query=wombatz', all)).sort((a, b) => a - b)).toEqual(sorted(all))
      const hit = (await search('query=wombatz&min_rating=4')).items.find((h) => h.user_id === excellent.id)
      expect(hit).toMatchObject({ rating: '5.0', review_count: 1 })
    }, 60_000)

    it('refuses filters it does not know', async () => {
      for (const query of [
        'state=ACTIVE',
        'min_rating=0',
        'min_rating=6',
        'min_rating=high',
        'page_size=500',
      ])
        expect(
          refusal(await call(t, alice, 'GET', `/api/admin/network/consultants/search?${query}`), 400).code,
          query,
        ).toBe('VALIDATION_FAILED')
    })

    it('is for admins holding the consultants group', async () => {
      const url = '/api/admin/network/consultants/search'
      const client = await owner(t)
      expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401)
      expect(refusal(await call(t, client, 'GET', url), 403).code).toBe('ROLE_FORBIDDEN')
      const partnersAdmin = await adminWith(t, 'exec_partners', 'clients')
      expect(refusal(await call(t, partnersAdmin, 'GET', url), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      const consultantsAdmin = await adminWith(t, 'consultants')
      expect((await call(t, consultantsAdmin, 'GET', url)).statusCode).toBe(200)
    })
  })
}
