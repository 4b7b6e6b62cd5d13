import type {
  Contract,
  MyReviews,
  NotificationPage,
  Review,
  ReviewedProfile,
  ReviewRequest,
} from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signInAdmin } from '../../iqs-core/iqs-test-kit.js'
import {
  act,
  active,
  call,
  completed,
  consultant,
  contractOf,
  DAY,
  dataOf,
  owner,
  refusal,
  signInAgain,
  type Person,
} from '../contracts/contracts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const REVIEW: ReviewRequest = {
  rating: 4,
  criteria: { quality: 5, communication: 4, reliability: 3 },
  comment: 'Clear goals,\r\npaid on time.',
}

for (const backend of journeyDatabases()) {
  describe(`reviews on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-03-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person
    let ada: Person
    let admin: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      ada = await consultant(t)
      admin = await signInAdmin(t)
    })
    afterAll(() => t.close())

    const review = (who: Person | undefined, contractId: string, body: unknown = REVIEW) =>
      call(t, who, 'POST', `/api/network/contracts/${contractId}/review`, body)
    const reviewCount = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('network_reviews')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )

    it('lets each side review the other once after completion; the reviewed one is told', async () => {
      const contract = await completed(t, client, ada)
      const mine = dataOf<Review>(await review(ada, contract.id), 201)
      expect(mine).toMatchObject({
        contract_id: contract.id,
        author: { user_id: ada.id, name: 'Ada Lovelace', role: 'Consultant' },
        subject: { user_id: client.id, name: 'Marie Curie', role: 'Client' },
        rating: 4,
        criteria: REVIEW.criteria,
        comment: 'Clear goals,\npaid on time.',
        state: 'published',
      })
      expect(refusal(await review(ada, contract.id), 409).code).toBe('REVIEW_EXISTS')
      dataOf<Review>(await review(client, contract.id, { ...REVIEW, rating: 5 }), 201)
      expect((await contractOf(t, ada, contract.id)).review).toMatchObject({ mine: mine.id })
      const told = dataOf<NotificationPage>(await call(t, client, 'GET', '/api/network/notifications'))
      expect(told.items[0]).toMatchObject({ kind: 'review.received', link: '/my-projects/my-reviews' })
      expect(t.mails.filter((m) => m.to === client.email).at(-1)!.subject).toContain('You were reviewed for')
      const history = await t.database.db
        .selectFrom('network_transitions')
        .select(['transition', 'to_state'])
        .where('process', '=', 'review')
        .where('entity_id', '=', mine.id)
        .execute()
      expect(history).toEqual([{ transition: 'submit', to_state: 'published' }])
    })

    it('lists what I wrote, what I received and what awaits my review', async () => {
      const contract = await completed(t, client, ada)
      const before = dataOf<MyReviews>(await call(t, ada, 'GET', '/api/network/reviews'))
      expect(before.awaiting.map((a) => a.contract_id)).toContain(contract.id)
      expect(before.awaiting.find((a) => a.contract_id === contract.id)).toMatchObject({
        other: { user_id: client.id, role: 'Client' },
      })
      dataOf(await review(ada, contract.id), 201)
      dataOf(await review(client, contract.id, { ...REVIEW, rating: 2 }), 201)
      const after = dataOf<MyReviews>(await call(t, ada, 'GET', '/api/network/reviews'))
      expect(after.awaiting.map((a) => a.contract_id)).not.toContain(contract.id)
      expect(after.written.some((r) => r.contract_id === contract.id)).toBe(true)
      expect(after.received.find((r) => r.contract_id === contract.id)).toMatchObject({ rating: 2 })
    })

    it('refuses a review before completion, from a stranger or an admin, and bad input; nothing is written', async () => {
      const running = await active(t, client, ada)
      const count = await reviewCount()
      expect(refusal(await review(ada, running.id), 409).code).toBe('REVIEW_NOT_OPEN')
      const contract = await completed(t, client, ada)
      expect(refusal(await review(await owner(t), contract.id), 404).code).toBe('CONTRACT_NOT_FOUND')
      expect(refusal(await review(admin, contract.id), 403).code).toBe('TRANSITION_FORBIDDEN')
      expect((await review(undefined, contract.id)).statusCode).toBe(401)
      for (const body of [
        { ...REVIEW, rating: 0 },
        { ...REVIEW, rating: 6 },
        { ...REVIEW, rating: 4.5 },
        { ...REVIEW, criteria: { ...REVIEW.criteria, quality: 7 } },
        { ...REVIEW, criteria: { quality: 5, communication: 5 } },
        { ...REVIEW, comment: ' ' },
        { ...REVIEW, comment: 'x'.repeat(2001) },
        { ...REVIEW, extra: true },
      ])
        expect(refusal(await review(ada, contract.id, body), 400).code).toBe('VALIDATION_FAILED')
      expect(await reviewCount()).toBe(count)
    })

    it('closes the window 30 days after completion', async () => {
      const contract = await completed(t, client, ada)
      clock.advance(30 * DAY - 60_000)
      await signInAgain(t, client)
      await signInAgain(t, ada)
      dataOf(await review(client, contract.id), 201)
      clock.advance(2 * 60_000)
      await signInAgain(t, ada)
      expect(refusal(await review(ada, contract.id), 409).code).toBe('REVIEW_WINDOW_CLOSED')
      const mine = dataOf<MyReviews>(await call(t, ada, 'GET', '/api/network/reviews'))
      expect(mine.awaiting.map((a) => a.contract_id)).not.toContain(contract.id)
    })

    it("shows the published reviews on the reviewed member's profile; an admin may hide one", async () => {
      // A test before moved the clock by a month: every session is signed in again.
      for (const person of [client, ada, admin]) await signInAgain(t, person)
      const bob = await consultant(t)
      const first = await completed(t, client, bob)
      const second = await completed(t, client, bob)
      const a = dataOf<Review>(await review(client, first.id, { ...REVIEW, rating: 5 }), 201)
      dataOf(await review(client, second.id, { ...REVIEW, rating: 4 }), 201)
      const profile = dataOf<ReviewedProfile>(await call(t, ada, 'GET', `/api/network/profiles/${bob.id}`))
      expect(profile.reviews).toMatchObject({ average: '4.5', count: 2 })
      expect(profile.reviews.items[0]!.author).toEqual({
        user_id: client.id,
        name: 'Marie Curie',
        role: 'Client',
      })
      expect(refusal(await call(t, client, 'POST', `/api/network/reviews/${a.id}/hide`), 403).code).toBe(
        'ROLE_FORBIDDEN',
      )
      expect(dataOf<Review>(await call(t, admin, 'POST', `/api/network/reviews/${a.id}/hide`)).state).toBe(
        'hidden',
      )
      expect(refusal(await call(t, admin, 'POST', `/api/network/reviews/${a.id}/hide`), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
      const after = dataOf<ReviewedProfile>(await call(t, ada, 'GET', `/api/network/profiles/${bob.id}`))
      expect(after.reviews).toMatchObject({ average: '4.0', count: 1 })
      const none = dataOf<ReviewedProfile>(
        await call(t, client, 'GET', `/api/network/profiles/${(await consultant(t)).id}`),
      )
      expect(none.reviews).toEqual({ average: null, count: 0, items: [] })
    })

    it("blanks an erased author's comments and keeps their marks", async () => {
      const leaving = await owner(t)
      const contract = await completed(t, leaving, ada)
      dataOf(await review(leaving, contract.id), 201)
      await t.app.eraseAccount(leaving.id)
      const profile = dataOf<ReviewedProfile>(await call(t, client, 'GET', `/api/network/profiles/${ada.id}`))
      const erased = profile.reviews.items.find((r) => r.contract_id === contract.id)
      expect(erased).toMatchObject({ comment: '', rating: 4, author: { name: null } })
    })

    it('is refused on a terminated contract (never completed)', async () => {
      const contract: Contract = await active(t, client, ada)
      dataOf(await act(t, client, contract.id, 'terminate', { message: 'Stop' }))
      expect(refusal(await review(ada, contract.id), 409).code).toBe('REVIEW_NOT_OPEN')
    })
  })
}
