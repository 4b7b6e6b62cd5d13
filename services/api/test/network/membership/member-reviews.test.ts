import type { MemberReviewList, MemberReviewSummary, NotificationPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberReviewHistory, memberReviewSummary } from '../../../src/network/membership/member-review.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import {
  admin,
  call,
  codeOf,
  dataOf,
  invited,
  invitee,
  refusal,
  register,
  setStatus,
  sponsor,
  type Person,
} from '../iqstem/referrals/referrals-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`member reviews on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let boss: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      boss = await admin(t)
    })
    afterAll(() => t.close())

    const approve = (who: Person | undefined, userId: number) =>
      call(t, who, 'POST', `/api/admin/network/members/${userId}/approve`)
    const reject = (who: Person | undefined, userId: number, body: unknown) =>
      call(t, who, 'POST', `/api/admin/network/members/${userId}/reject`, body)
    const list = async (query: string) =>
      dataOf<MemberReviewList>(await call(t, boss, 'GET', `/api/admin/network/members?${query}`)).items
    const statusOf = async (userId: number) =>
      await t.database.db
        .selectFrom('network_members')
        .select(['status', 'review_reason'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    const transitionRows = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('network_transitions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('process', '=', 'member')
            .executeTakeFirstOrThrow()
        ).n,
      )
    /** A member who submitted at `at` (the queue's order). */
    async function submitted(role: 'IQStem' | 'Consultant', at: string, language: 'en' | 'fr' = 'en') {
      const person = await sponsor(t, { role, status: 'PENDING', name: ['Pat', `Pending ${at}`], language })
      await t.database.db
        .updateTable('network_members')
        .set({ submitted_at: new Date(at) })
        .where('user_id', '=', person.id)
        .execute()
      return person
    }

    it('lists the pending members of a role, oldest submitted first, with their sponsor', async () => {
      const later = await submitted('IQStem', '2030-04-20T00:00:00Z')
      const earlier = await submitted('IQStem', '2030-04-10T00:00:00Z')
      const consultant = await submitted('Consultant', '2030-04-01T00:00:00Z')
      const approved = await sponsor(t, { role: 'IQStem' })

      const pending = await list('role=IQStem')
      const ids = pending.map((m) => m.user_id)
      expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id))
      expect(ids).not.toContain(consultant.id)
      expect(ids).not.toContain(approved.id)
      expect(pending.every((m) => m.status === 'PENDING' && m.role === 'IQStem')).toBe(true)
      expect(pending.find((m) => m.user_id === earlier.id)).toMatchObject({
        email: earlier.email,
        first_name: 'Pat',
        status: 'PENDING',
        submitted_at: '2030-04-10T00:00:00.000Z',
        review_reason: null,
        sponsor: null,
      })
      expect((await list('role=IQStem&status=APPROVED')).map((m) => m.user_id)).toContain(approved.id)

      // A consultant who came through a referral shows who sponsored them.
      const iris = await sponsor(t, { name: ['Iris', 'Stem'] })
      const referral = await invited(t, iris, invitee())
      const grace = await register(t, { email: referral.email, sponsorCode: await codeOf(t, referral.id) })
      await setStatus(t, grace, 'PENDING')
      expect((await list('role=Consultant')).find((m) => m.user_id === grace.id)?.sponsor).toEqual({
        user_id: iris.id,
        name: 'Iris Stem',
      })
    })

    it('approves a pending member: recorded, told in the app and by mail, and only once', async () => {
      const member = await submitted('IQStem', '2030-04-15T00:00:00Z', 'fr')
      await t.database.db
        .updateTable('network_members')
        .set({ review_reason: 'an older reason' })
        .where('user_id', '=', member.id)
        .execute()
      const answer = dataOf<MemberReviewSummary>(await approve(boss, member.id))
      expect(answer).toMatchObject({ user_id: member.id, status: 'APPROVED', review_reason: null })
      expect(await statusOf(member.id)).toEqual({ status: 'APPROVED', review_reason: null })

      expect(await memberReviewHistory(t.database.db, member.id)).toEqual([
        {
          transition: 'approve',
          from_state: 'PENDING',
          to_state: 'APPROVED',
          by: 'admin',
          by_name: 'Ada Admin',
          message: null,
          at: '2030-05-01T08:00:00.000Z',
        },
      ])
      const notices = dataOf<NotificationPage>(await call(t, member, 'GET', '/api/network/notifications'))
      expect(notices.items[0]).toMatchObject({ kind: 'member.approved', link: '/my-account' })
      const mail = t.mails.find((m) => m.to === member.email)
      expect(mail).toMatchObject({ language: 'fr', subject: 'Votre adhésion à IQS est approuvée' })
      expect(mail!.text).toContain('http://localhost/my-account')

      const before = await transitionRows()
      const again = refusal(await approve(boss, member.id), 409)
      expect(again).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        details: { state: 'APPROVED', transition: 'approve' },
      })
      expect(refusal(await reject(boss, member.id, { reason: 'Too late' }), 409).details).toEqual({
        state: 'APPROVED',
        transition: 'reject',
      })
      expect(await transitionRows()).toBe(before)
      expect(await statusOf(member.id)).toEqual({ status: 'APPROVED', review_reason: null })
    })

    it('rejects a pending member with a reason the member reads, and they may submit again', async () => {
      const member = await submitted('Consultant', '2030-04-16T00:00:00Z')
      expect(refusal(await reject(boss, member.id, {}), 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await reject(boss, member.id, { reason: '   ' }), 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await reject(boss, member.id, { reason: 'x'.repeat(1001) }), 400).code).toBe(
        'VALIDATION_FAILED',
      )
      expect((await statusOf(member.id)).status).toBe('PENDING')

      clock.advance(60_000)
      const answer = dataOf<MemberReviewSummary>(
        await reject(boss, member.id, { reason: 'Your CV is <missing>.\nPlease add it.' }),
      )
      expect(answer).toMatchObject({
        status: 'REJECTED',
        review_reason: 'Your CV is <missing>.\nPlease add it.',
      })
      const history = await memberReviewHistory(t.database.db, member.id)
      expect(history).toEqual([
        expect.objectContaining({
          transition: 'reject',
          to_state: 'REJECTED',
          message: 'Your CV is <missing>.\nPlease add it.',
          at: '2030-05-01T08:01:00.000Z',
        }),
      ])
      const notices = dataOf<NotificationPage>(await call(t, member, 'GET', '/api/network/notifications'))
      expect(notices.items[0]).toMatchObject({
        kind: 'member.rejected',
        params: { message: 'Your CV is <missing>.\nPlease add it.' },
        link: '/my-account',
      })
      const mail = t.mails.find((m) => m.to === member.email)
      expect(mail).toMatchObject({ language: 'en', subject: 'Your IQS membership was not approved' })
      expect(mail!.text).toContain('Your CV is <missing>.')
      expect(mail!.html).not.toContain('<missing>')

      // Submitting again (onboarding's move) puts them back in the queue, then an approval holds.
      await setStatus(t, member, 'PENDING')
      dataOf(await approve(boss, member.id))
      expect((await memberReviewHistory(t.database.db, member.id)).map((h) => h.transition)).toEqual([
        'reject',
        'approve',
      ])
    })

    it('refuses what cannot be reviewed: 404 for no membership, 409 while onboarding', async () => {
      const before = await transitionRows()
      expect(refusal(await approve(boss, 987_654_321), 404).code).toBe('MEMBER_NOT_FOUND')
      const noRow = await sponsor(t, { role: 'IQStem' })
      await t.database.db.deleteFrom('network_members').where('user_id', '=', noRow.id).execute()
      expect(refusal(await approve(boss, noRow.id), 404).code).toBe('MEMBER_NOT_FOUND')
      expect(refusal(await reject(boss, noRow.id, { reason: 'No' }), 404).code).toBe('MEMBER_NOT_FOUND')
      expect(await memberReviewSummary(t.database.db, noRow.id)).toBeUndefined()

      const erased = await submitted('IQStem', '2030-04-17T00:00:00Z')
      await t.app.eraseAccount(erased.id)
      expect(refusal(await approve(boss, erased.id), 404).code).toBe('MEMBER_NOT_FOUND')

      const onboarding = await sponsor(t, { role: 'Consultant', status: 'ONBOARDING' })
      expect(refusal(await approve(boss, onboarding.id), 409).details).toEqual({
        state: 'ONBOARDING',
        transition: 'approve',
      })
      expect(refusal(await approve(boss, 0), 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await approve(boss, 'abc' as unknown as number), 400).code).toBe('VALIDATION_FAILED')
      expect(await transitionRows()).toBe(before)
    })

    it('lets only admins review: members 403, guests 401, the row unchanged', async () => {
      const member = await submitted('IQStem', '2030-04-18T00:00:00Z')
      for (const role of ['IQStem', 'Consultant', 'Client', 'ExecPartner'] as const) {
        const someone = await sponsor(t, { role })
        expect(refusal(await approve(someone, member.id), 403).code).toBe('ROLE_FORBIDDEN')
        expect(refusal(await reject(someone, member.id, { reason: 'No' }), 403).code).toBe('ROLE_FORBIDDEN')
        expect(
          refusal(await call(t, someone, 'GET', '/api/admin/network/members?role=IQStem'), 403).code,
        ).toBe('ROLE_FORBIDDEN')
      }
      expect(refusal(await approve(undefined, member.id), 401).code).toBe('UNAUTHENTICATED')
      expect(
        refusal(await call(t, undefined, 'GET', '/api/admin/network/members?role=IQStem'), 401).code,
      ).toBe('UNAUTHENTICATED')
      expect((await statusOf(member.id)).status).toBe('PENDING')
      expect(refusal(await call(t, boss, 'GET', '/api/admin/network/members'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
      expect(refusal(await call(t, boss, 'GET', '/api/admin/network/members?role=Admin'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
    })

    it('answers one approval and one 409 to two admins deciding at once', async () => {
      const member = await submitted('IQStem', '2030-04-19T00:00:00Z')
      const answers = await Promise.all([approve(boss, member.id), reject(boss, member.id, { reason: 'No' })])
      expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([200, 409])
      expect(await memberReviewHistory(t.database.db, member.id)).toHaveLength(1)
    })
  })
}
