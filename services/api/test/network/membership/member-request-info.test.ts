import type { MemberReviewSummary, NotificationPage, Onboarding } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberReviewHistory } from '../../../src/network/membership/member-review.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { consultant } from '../applications/applications-test-kit.js'
import {
  act,
  admin,
  call,
  dataOf,
  groupAdmin,
  journalOf,
  refusal,
  sponsor,
  type Person,
} from './member-admin-test-kit.js'

const MESSAGE = 'Your CV stops in 2019: <add> your last two missions.'

for (const backend of journeyDatabases()) {
  describe(`asking an applicant for more information on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-06-01T08:00:00Z'))
    let t: AccountsTestApp
    let boss: Person
    let consultantsAdmin: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      boss = await admin(t)
      consultantsAdmin = await groupAdmin(t, ['consultants'], ['Cora', 'Consultants'])
    })
    afterAll(() => t.close())

    /** A consultant who did every step and submitted (PENDING), as the onboarding leaves them. */
    async function applicant(language: 'en' | 'fr' = 'en'): Promise<Person> {
      const person = await consultant(t, { status: 'PENDING', language })
      dataOf(await call(t, person, 'PUT', '/api/network/onboarding/mobile-number', { phone: '+33612345678' }))
      return person
    }
    const statusOf = (who: Person) =>
      t.database.db
        .selectFrom('network_members')
        .select(['status', 'review_reason'])
        .where('user_id', '=', who.id)
        .executeTakeFirstOrThrow()

    it('sends the application back with a message the member reads, and they submit again', async () => {
      const member = await applicant('fr')
      const answer = dataOf<MemberReviewSummary>(
        await act(t, consultantsAdmin, member.id, 'request-info', { message: `  ${MESSAGE}\n` }),
      )
      expect(answer).toMatchObject({ user_id: member.id, status: 'ONBOARDING', review_reason: MESSAGE })

      // The member reads it on their account page, in the app's notices and in a mail of their language.
      const onboarding = dataOf<Onboarding>(await call(t, member, 'GET', '/api/network/onboarding'))
      expect(onboarding).toMatchObject({ status: 'ONBOARDING', review_reason: MESSAGE, missing: [] })
      const notices = dataOf<NotificationPage>(await call(t, member, 'GET', '/api/network/notifications'))
      expect(notices.items[0]).toMatchObject({
        kind: 'member.info_requested',
        params: { message: MESSAGE },
        link: '/my-account',
      })
      const mail = t.mails.find((m) => m.to === member.email)
      expect(mail).toMatchObject({
        language: 'fr',
        subject: 'IQS a besoin de précisions sur votre candidature',
      })
      expect(mail!.text).toContain(MESSAGE)
      expect(mail!.text).toContain('http://localhost/my-account')
      expect(mail!.html).not.toContain('<add>')

      // Recorded twice: the membership's transition, and the admin's journal under the group.
      expect(await memberReviewHistory(t.database.db, member.id)).toEqual([
        expect.objectContaining({
          transition: 'request_info',
          from_state: 'PENDING',
          to_state: 'ONBOARDING',
          by_name: 'Cora Consultants',
          message: MESSAGE,
          at: '2030-06-01T08:00:00.000Z',
        }),
      ])
      expect(await journalOf(t, member.id)).toEqual([
        {
          action: 'request_info',
          permission: 'consultants',
          admin_user_id: consultantsAdmin.id,
          changes: { status: { from: 'PENDING', to: 'ONBOARDING' }, reason: MESSAGE },
        },
      ])

      // Only a pending application can be sent back.
      expect(
        refusal(await act(t, boss, member.id, 'request-info', { message: 'Again?' }), 409),
      ).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        details: { state: 'ONBOARDING', transition: 'request_info' },
      })

      // The member submits again: back in the queue, the message cleared; an approval then holds.
      clock.advance(60_000)
      const resubmitted = dataOf<Onboarding>(await call(t, member, 'POST', '/api/network/onboarding/submit'))
      expect(resubmitted).toMatchObject({ status: 'PENDING', review_reason: null })
      dataOf(await act(t, consultantsAdmin, member.id, 'approve'))
      expect(await statusOf(member)).toEqual({ status: 'APPROVED', review_reason: null })
      expect((await journalOf(t, member.id)).map((row) => [row.action, row.permission])).toEqual([
        ['request_info', 'consultants'],
        ['approve', 'consultants'],
      ])
    })

    it('records rejections in the journal too, with the reason', async () => {
      const member = await applicant()
      dataOf(await act(t, boss, member.id, 'reject', { reason: 'No recent mission.' }))
      expect(await journalOf(t, member.id)).toEqual([
        {
          action: 'reject',
          permission: 'consultants',
          admin_user_id: boss.id,
          changes: { status: { from: 'PENDING', to: 'REJECTED' }, reason: 'No recent mission.' },
        },
      ])
    })

    it('refuses a message that is missing, blank, too long or with other fields: nothing changes', async () => {
      const member = await applicant()
      for (const body of [
        {},
        { message: '   ' },
        { message: 'x'.repeat(1001) },
        { message: 'Fine', extra: true },
        { message: 'Bad \u0000 text' },
        { message: 42 },
      ]) {
        expect(refusal(await act(t, boss, member.id, 'request-info', body), 400).code).toBe(
          'VALIDATION_FAILED',
        )
      }
      expect(await statusOf(member)).toEqual({ status: 'PENDING', review_reason: null })
      expect(await journalOf(t, member.id)).toEqual([])
    })

    it("lets only the admins of the member's group ask", async () => {
      const member = await applicant()
      const body = { message: 'Tell us more.' }
      const clientsAdmin = await groupAdmin(t, ['clients'])
      expect(refusal(await act(t, clientsAdmin, member.id, 'request-info', body), 403).code).toBe(
        'ADMIN_PERMISSION_MISSING',
      )
      const someone = await sponsor(t, { role: 'Client' })
      expect(refusal(await act(t, someone, member.id, 'request-info', body), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await act(t, member, member.id, 'request-info', body), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await act(t, undefined, member.id, 'request-info', body), 401).code).toBe(
        'UNAUTHENTICATED',
      )
      expect(refusal(await act(t, boss, 987_654_321, 'request-info', body), 404).code).toBe(
        'MEMBER_NOT_FOUND',
      )
      expect(await statusOf(member)).toEqual({ status: 'PENDING', review_reason: null })
    })
  })
}
