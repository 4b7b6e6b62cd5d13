import type { AdminReferralList, NotificationPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import { act, drafted, owner } from '../../contracts/contracts-test-kit.js'
import {
  admin,
  call,
  codeOf,
  dataOf,
  invited,
  invitee,
  myReferrals,
  refusal,
  register,
  setStatus,
  sponsor,
  uploadCv,
  type Person,
} from './referrals-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`sponsored consultants on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let iris: Person
    let boss: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      iris = await sponsor(t, { name: ['Iris', 'Stem'], language: 'fr' })
      boss = await admin(t)
    })
    afterAll(() => t.close())

    const invite = (who: Person | undefined, body: unknown) =>
      call(t, who, 'POST', '/api/network/iqstem/referrals', body)
    const referralRows = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('iqstem_referrals')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )

    it('invites by e-mail and mails the link in the sponsor’s language, with their name and message', async () => {
      const body = invitee({ first_name: 'Grace', message: 'Come <b>join</b> us.' })
      const referral = await invited(t, iris, body)
      expect(referral).toMatchObject({
        email: body.email,
        first_name: 'Grace',
        last_name: body.last_name,
        state: 'invited',
        consultant_user_id: null,
        invited_at: '2030-05-01T08:00:00.000Z',
        registered_at: null,
        commission: { accrued: '0.00', paid: '0.00' },
      })
      const code = await codeOf(t, referral.id)
      expect(code).toMatch(/^[A-Za-z0-9_-]{32,}$/)
      const mail = t.mails.find((m) => m.to === body.email)
      expect(mail).toMatchObject({
        language: 'fr',
        subject: 'Iris Stem vous invite à rejoindre les consultants IQS',
      })
      expect(mail!.text).toContain(`http://localhost/my-account/register/form/Consultant?sponsor=${code}`)
      expect(mail!.text).toContain('Come <b>join</b> us.')
      expect(mail!.text).toContain('Bonjour Grace,')
      expect(mail!.html).not.toContain('<b>join</b>')
    })

    it('writes the invitation in English for a sponsor who reads English', async () => {
      const english = await sponsor(t, { name: ['Ian', 'Sponsor'] })
      const body = invitee({ message: null })
      await invited(t, english, body)
      const mail = t.mails.find((m) => m.to === body.email)
      expect(mail).toMatchObject({
        language: 'en',
        subject: 'Ian Sponsor invites you to join the IQS consultants',
      })
      expect(mail!.text).not.toContain('Their message:')
    })

    it('refuses an e-mail invited before (any sponsor, any case) and one that has an account', async () => {
      const body = invitee()
      await invited(t, iris, body)
      const other = await sponsor(t, { role: 'Consultant' })
      const before = await referralRows()
      expect(refusal(await invite(other, { ...body, email: body.email.toUpperCase() }), 409).code).toBe(
        'REFERRAL_DUPLICATE',
      )
      expect(refusal(await invite(iris, body), 409).code).toBe('REFERRAL_DUPLICATE')
      expect(refusal(await invite(iris, invitee({ email: other.email })), 409).code).toBe(
        'REFERRAL_ALREADY_MEMBER',
      )
      expect(await referralRows()).toBe(before)
    })

    it('answers one 201 and one 409 to the same e-mail invited twice at once', async () => {
      const body = invitee()
      const answers = await Promise.all([invite(iris, body), invite(iris, body)])
      expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([201, 409])
      expect(answers.find((a) => a.statusCode === 409)!.json().error.code).toBe('REFERRAL_DUPLICATE')
    })

    it('refuses a sponsor not approved (403), other roles (403) and guests (401), writing nothing', async () => {
      const before = await referralRows()
      for (const status of ['ONBOARDING', 'PENDING', 'REJECTED'] as const) {
        const waiting = await sponsor(t, { status })
        expect(refusal(await invite(waiting, invitee()), 403).code).toBe('MEMBER_NOT_APPROVED')
      }
      const client = await sponsor(t, { role: 'Client' })
      expect(refusal(await invite(client, invitee()), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await call(t, client, 'GET', '/api/network/iqstem/referrals'), 403).code).toBe(
        'ROLE_FORBIDDEN',
      )
      expect(refusal(await invite(boss, invitee()), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await invite(undefined, invitee()), 401).code).toBe('UNAUTHENTICATED')
      expect(refusal(await call(t, undefined, 'GET', '/api/network/iqstem/referrals'), 401).code).toBe(
        'UNAUTHENTICATED',
      )
      expect(await referralRows()).toBe(before)
    })

    it('refuses a bad body with 400 and writes nothing', async () => {
      const before = await referralRows()
      for (const body of [
        { ...invitee(), email: 'not-an-email' },
        { ...invitee(), first_name: '' },
        { ...invitee(), last_name: 'x'.repeat(101) },
        { ...invitee(), message: 'x'.repeat(2001) },
        { ...invitee(), extra: true },
        { ...invitee(), first_name: 'Nul\u0000' },
      ])
        expect(refusal(await invite(iris, body), 400).code).toBe('VALIDATION_FAILED')
      expect(await referralRows()).toBe(before)
    })

    it('follows each consultant: invited -> registered (by code, or by e-mail) -> approved -> on_contract', async () => {
      const sponsorOf = await sponsor(t, { role: 'ExecPartner', name: ['Paul', 'Partner'], language: 'fr' })
      const byCode = await invited(t, sponsorOf, invitee())
      const byEmail = await invited(t, sponsorOf, invitee())
      expect((await myReferrals(t, sponsorOf)).map((r) => [r.id, r.state])).toEqual([
        [byEmail.id, 'invited'],
        [byCode.id, 'invited'],
      ])

      // Registered with the link's code, under another address than the one invited.
      clock.advance(60_000)
      const grace = await register(t, {
        email: `other.${Date.now()}@mail.example`,
        sponsorCode: await codeOf(t, byCode.id),
        name: ['Grace', 'Linked'],
      })
      // Registered without the link, with the invited e-mail in another case.
      const alan = await register(t, { email: byEmail.email.toUpperCase(), name: ['Alan', 'Byemail'] })
      let list = await myReferrals(t, sponsorOf)
      expect(list.find((r) => r.id === byCode.id)).toMatchObject({
        state: 'registered',
        consultant_user_id: grace.id,
        registered_at: '2030-05-01T08:01:00.000Z',
      })
      expect(list.find((r) => r.id === byEmail.id)).toMatchObject({
        state: 'registered',
        consultant_user_id: alan.id,
      })

      // The sponsor is told of each, in the app and by mail (in French).
      const notices = dataOf<NotificationPage>(await call(t, sponsorOf, 'GET', '/api/network/notifications'))
      expect(notices.items.filter((n) => n.kind === 'referral.registered')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            params: { consultant_name: 'Grace Linked' },
            link: '/my-iqstem/my-consultants',
          }),
          expect.objectContaining({ params: { consultant_name: 'Alan Byemail' } }),
        ]),
      )
      const sponsorEmail = (
        await t.database.db
          .selectFrom('users')
          .select('email')
          .where('id', '=', sponsorOf.id)
          .executeTakeFirstOrThrow()
      ).email
      const told = t.mails.filter((m) => m.to === sponsorEmail)
      expect(told.map((m) => m.subject)).toContain('Grace Linked s’est inscrit grâce à votre invitation')
      expect(told[0]!.text).toContain('http://localhost/my-iqstem/my-consultants')

      // Approved by an admin through the review route.
      await uploadCv(t, grace)
      await setStatus(t, grace, 'PENDING')
      dataOf(await call(t, boss, 'POST', `/api/admin/network/members/${grace.id}/approve`))
      list = await myReferrals(t, sponsorOf)
      expect(list.find((r) => r.id === byCode.id)?.state).toBe('approved')
      expect(list.find((r) => r.id === byEmail.id)?.state).toBe('registered')

      // A drafted contract is not yet "on contract"; signed by both, it is.
      const client = await owner(t)
      const contract = await drafted(t, client, grace)
      expect((await myReferrals(t, sponsorOf)).find((r) => r.id === byCode.id)?.state).toBe('approved')
      dataOf(await act(t, grace, contract.id, 'sign'))
      dataOf(await act(t, client, contract.id, 'sign'))
      expect((await myReferrals(t, sponsorOf)).find((r) => r.id === byCode.id)?.state).toBe('on_contract')

      // The admins' list carries the sponsor and filters by the derived state.
      const onContract = dataOf<AdminReferralList>(
        await call(t, boss, 'GET', '/api/admin/iqstem/referrals?state=on_contract'),
      ).items
      expect(onContract.find((r) => r.id === byCode.id)).toMatchObject({
        state: 'on_contract',
        sponsor: { user_id: sponsorOf.id, name: 'Paul Partner' },
      })
      expect(onContract.every((r) => r.state === 'on_contract')).toBe(true)
      const all = dataOf<AdminReferralList>(await call(t, boss, 'GET', '/api/admin/iqstem/referrals')).items
      expect(all.find((r) => r.id === byEmail.id)?.state).toBe('registered')
      expect(all.length).toBeGreaterThan(onContract.length)
    })

    it('sums the commissions a referral earned', async () => {
      const sponsorOf = await sponsor(t)
      const referral = await invited(t, sponsorOf, invitee())
      const grace = await register(t, {
        email: `c.${Date.now()}@mail.example`,
        sponsorCode: await codeOf(t, referral.id),
      })
      await uploadCv(t, grace)
      await setStatus(t, grace, 'APPROVED')
      const client = await owner(t)
      const first = await drafted(t, client, grace)
      const second = await drafted(t, client, grace)
      for (const [contractId, amount, paid] of [
        [first.id, '100.10', '50.05'],
        [second.id, '0.20', '0.00'],
      ] as const)
        await t.database.db
          .insertInto('iqstem_commissions')
          .values({
            member_user_id: sponsorOf.id,
            programme: 'referral',
            referral_id: referral.id,
            contract_id: contractId,
            base_eur: '3343.33',
            rate_percent: '3.00',
            amount_eur: amount,
            paid_eur: paid,
            state: paid === '0.00' ? 'accrued' : 'partly_paid',
            accrued_at: clock.date(),
          })
          .execute()
      expect((await myReferrals(t, sponsorOf))[0]).toMatchObject({
        id: referral.id,
        commission: { accrued: '100.30', paid: '50.05' },
      })
    })

    it('lists only my referrals, and keeps the admins’ list for admins', async () => {
      const mine = await sponsor(t)
      const referral = await invited(t, mine, invitee())
      expect((await myReferrals(t, mine)).map((r) => r.id)).toEqual([referral.id])
      expect((await myReferrals(t, iris)).map((r) => r.id)).not.toContain(referral.id)
      expect(refusal(await call(t, mine, 'GET', '/api/admin/iqstem/referrals'), 403).code).toBe(
        'ROLE_FORBIDDEN',
      )
      expect(refusal(await call(t, undefined, 'GET', '/api/admin/iqstem/referrals'), 401).code).toBe(
        'UNAUTHENTICATED',
      )
      expect(refusal(await call(t, boss, 'GET', '/api/admin/iqstem/referrals?state=gone'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
    })

    it('links nothing when another role registers with the code, and the link stays open', async () => {
      const referral = await invited(t, iris, invitee())
      const code = await codeOf(t, referral.id)
      await register(t, { email: `client.${Date.now()}@mail.example`, role: 'Client', sponsorCode: code })
      const row = await t.database.db
        .selectFrom('iqstem_referrals')
        .select('consultant_user_id')
        .where('id', '=', referral.id)
        .executeTakeFirstOrThrow()
      expect(row.consultant_user_id).toBeNull()
      dataOf(await call(t, undefined, 'GET', `/api/register/sponsor?code=${code}`))
    })

    it('erases: a sponsor’s open invitations go, a consultant’s referral stays without their details', async () => {
      const leaving = await sponsor(t)
      const open = await invited(t, leaving, invitee())
      const taken = await invited(t, leaving, invitee())
      const grace = await register(t, { email: taken.email })
      const otherTaken = await invited(t, iris, invitee())
      const alan = await register(t, { email: otherTaken.email })

      await t.app.eraseAccount(leaving.id)
      await t.app.eraseAccount(grace.id)
      await t.app.eraseAccount(alan.id)
      const rows = await t.database.db
        .selectFrom('iqstem_referrals')
        .selectAll()
        .where('id', 'in', [open.id, taken.id, otherTaken.id])
        .orderBy('id')
        .execute()
      expect(rows.map((r) => r.id)).toEqual([taken.id, otherTaken.id])
      for (const row of rows)
        expect(row).toMatchObject({
          email: `(erased ${row.id})`,
          first_name: '',
          last_name: '',
          message: null,
        })
      expect((await myReferrals(t, iris)).find((r) => r.id === otherTaken.id)).toMatchObject({
        email: `(erased ${otherTaken.id})`,
        state: 'registered',
      })
    })
  })
}
