import type { Leader, MemberAccountState, NotificationPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suspendAccount } from '../../../src/identity/users/account-suspension.js'
import { testAuthConfig } from '../../../src/platform/config/auth-config.js'
import {
  CookieJar,
  PASSWORD,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from '../../accounts/accounts-test-kit.js'
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../../accounts/fake-oauth-provider.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { activateTotp, newMember, totpCode } from '../../iqs-core/iqs-test-kit.js'
import { COMPLETE, consultant, openProject, owner } from '../applications/applications-test-kit.js'
import {
  act,
  admin,
  call,
  dataOf,
  detailOf,
  groupAdmin,
  journalOf,
  refusal,
  setStatus,
  type Person,
} from './member-admin-test-kit.js'

const REASON = 'Repeated <no-shows> at client meetings.'

for (const backend of journeyDatabases()) {
  describe(`suspending and reactivating a member's account on ${backend.name}`, () => {
    let fake: FakeOAuthProvider
    let t: AccountsTestApp
    let boss: Person
    let consultantsAdmin: Person

    beforeAll(async () => {
      fake = await startFakeOAuthProvider()
      const auth = testAuthConfig()
      auth.providers = { google: fake.settings({ redirectUri: 'postmessage' }) }
      t = await startAccountsApp(backend, { auth })
      boss = await admin(t)
      consultantsAdmin = await groupAdmin(t, ['consultants'], ['Cora', 'Consultants'])
    })
    afterAll(async () => {
      await t.close()
      await fake.close()
    })

    const login = (jar: CookieJar, email: string, password = PASSWORD) =>
      t.send(jar, { method: 'POST', url: '/api/login', payload: { email, password } })
    const me = (jar: CookieJar) => t.send(jar, { method: 'GET', url: '/api/me' })
    const suspend = (who: Person | undefined, userId: number, reason: unknown = REASON) =>
      act(t, who, userId, 'suspend', { reason })
    const reactivate = (
      who: Person | undefined,
      userId: number,
      reason: unknown = 'Explained and apologised.',
    ) => act(t, who, userId, 'reactivate', { reason })

    it('refuses every sign-in of a suspended account, ends its sessions, and lets it back once reactivated', async () => {
      const member = await consultant(t)
      // A second browser signed in too, and a copy of the first one's cookies (its refresh token).
      const laptop = new CookieJar()
      expect((await login(laptop, member.email)).statusCode).toBe(200)
      const copy = member.jar.clone()
      expect((await me(member.jar)).statusCode).toBe(200)

      const answer = dataOf<MemberAccountState>(await suspend(consultantsAdmin, member.id, `  ${REASON} `))
      expect(answer).toEqual({ suspended: true, suspended_at: expect.any(String), suspension_reason: REASON })

      // Every session ended at once: access cookies and refresh tokens alike.
      expect(refusal(await me(member.jar), 401).code).toBe('UNAUTHENTICATED')
      expect(refusal(await me(laptop), 401).code).toBe('UNAUTHENTICATED')
      expect(refusal(await t.send(copy, { method: 'POST', url: '/api/refresh' }), 403).code).toBe(
        'ACCOUNT_SUSPENDED',
      )
      const live = await t.database.db
        .selectFrom('sessions')
        .select(['revoked_at', 'revoked_reason'])
        .where('user_id', '=', member.id)
        .execute()
      expect(live.length).toBeGreaterThanOrEqual(2)
      expect(live.every((s) => s.revoked_at !== null)).toBe(true)
      expect(live.filter((s) => s.revoked_reason === 'suspended').length).toBeGreaterThanOrEqual(2)

      // The password door says why, only to whoever holds the password.
      expect(refusal(await login(new CookieJar(), member.email), 403).code).toBe('ACCOUNT_SUSPENDED')
      expect(refusal(await login(new CookieJar(), member.email, 'not the password 1!'), 401).code).toBe(
        'INVALID_CREDENTIALS',
      )

      // Recorded under the consultants' group, shown on the record, told by mail.
      expect(await journalOf(t, member.id)).toEqual([
        {
          action: 'suspend',
          permission: 'consultants',
          admin_user_id: consultantsAdmin.id,
          changes: { account: { from: 'ACTIVE', to: 'SUSPENDED' }, reason: REASON },
        },
      ])
      const record = await detailOf(t, boss, member.id)
      expect(record.account).toEqual(answer)
      expect(record.history[0]).toMatchObject({
        action: 'suspend',
        admin: { user_id: consultantsAdmin.id, name: 'Cora Consultants' },
        changes: { reason: REASON },
      })
      const suspendedMail = t.mails.filter((m) => m.to === member.email).at(-1)
      expect(suspendedMail).toMatchObject({ subject: 'Your IQS account is suspended' })
      expect(suspendedMail!.text).toContain(REASON)
      expect(suspendedMail!.text).toContain('http://localhost/other-public/contact-us')
      expect(suspendedMail!.html).not.toContain('<no-shows>')

      // A second suspension changes nothing.
      expect(refusal(await suspend(boss, member.id, 'Again'), 409)).toMatchObject({
        code: 'MEMBER_STATE_INVALID',
        details: { state: 'SUSPENDED', action: 'suspend' },
      })
      expect(await journalOf(t, member.id)).toHaveLength(1)

      // Reactivated: signs in again, reads both notices, and a second reactivation is refused.
      expect(dataOf<MemberAccountState>(await reactivate(consultantsAdmin, member.id))).toEqual({
        suspended: false,
        suspended_at: null,
        suspension_reason: null,
      })
      expect(t.mails.filter((m) => m.to === member.email).at(-1)).toMatchObject({
        subject: 'Your IQS account is active again',
      })
      const back = new CookieJar()
      expect((await login(back, member.email)).statusCode).toBe(200)
      const notices = dataOf<NotificationPage>(
        await call(t, { ...member, jar: back }, 'GET', '/api/network/notifications'),
      )
      expect(notices.items.slice(0, 2).map((n) => n.kind)).toEqual(['member.reactivated', 'member.suspended'])
      expect(refusal(await reactivate(boss, member.id), 409)).toMatchObject({
        code: 'MEMBER_STATE_INVALID',
        details: { state: 'ACTIVE', action: 'reactivate' },
      })
      expect((await journalOf(t, member.id)).map((row) => row.action)).toEqual(['suspend', 'reactivate'])
    })

    it('refuses the second factor of a browser whose account was suspended after its password', async () => {
      const member = await newMember(t)
      const secret = await activateTotp(t, member)
      const jar = new CookieJar()
      const first = await login(jar, member.email)
      expect(first.json().data.totpActivated).toBe(true)
      // Suspended between the two steps (another api process, its revocation not heard yet).
      await suspendAccount(t.database.db, { userId: member.id, reason: 'Fraud suspected', at: new Date() })
      const second = await t.send(jar, {
        method: 'POST',
        url: '/api/login/totp',
        payload: { code: await totpCode(secret, 0, t.app.clock.now()) },
      })
      expect(refusal(second, 403).code).toBe('ACCOUNT_SUSPENDED')
      // And the password step refuses it from then on, before any second factor.
      expect(refusal(await login(new CookieJar(), member.email), 403).code).toBe('ACCOUNT_SUSPENDED')
    })

    it('refuses a social sign-in of a suspended account', async () => {
      const email = uniqueEmail('gail')
      const google = (jar: CookieJar) =>
        t.send(jar, {
          method: 'POST',
          url: '/api/auth/google/callback',
          payload: {
            code: fake.issueCode({
              sub: `google-${email}`,
              email,
              email_verified: true,
              given_name: 'Gail',
              family_name: 'Google',
            }),
          },
        })
      const first = await google(new CookieJar())
      expect(first.statusCode, first.body).toBe(200)
      const userId = (first.json() as { data: { id: number } }).data.id
      dataOf(await suspend(boss, userId))
      expect(refusal(await google(new CookieJar()), 403).code).toBe('ACCOUNT_SUSPENDED')
      dataOf(await reactivate(boss, userId))
      expect((await google(new CookieJar())).statusCode).toBe(200)
    })

    it('hides a suspended member from the leader cards, the consultant search and the board', async () => {
      // An executive partner with a public card.
      const partner = await owner(t, 'ExecPartner')
      dataOf(
        await call(t, partner, 'PUT', '/api/network/onboarding/expertise', {
          sectors: ['public-sector'],
          practices: ['cybersecurity'],
          functions: ['technology'],
          seniority: 'Lead',
          day_rate: '1400.00',
          available_from: '2026-01-05',
          days_per_week: 2,
        }),
      )
      dataOf(
        await call(t, partner, 'PUT', '/api/network/profile/headline', { title: 'Former CIO', summary: '' }),
      )
      await setStatus(t, partner, 'APPROVED')
      const cards = async () =>
        dataOf<Leader[]>(await t.app.inject({ method: 'GET', url: '/api/leaders' })).map((c) => c.id)
      expect(await cards()).toContain(partner.id)

      // A consultant clients find by name.
      const found = await consultant(t)
      const lastName = `Zed${found.id}`
      await t.database.db
        .updateTable('users')
        .set({ last_name: lastName })
        .where('id', '=', found.id)
        .execute()
      const searcher = await owner(t)
      const search = async () =>
        dataOf<{ items: { user_id: number }[] }>(
          await call(t, searcher, 'GET', `/api/network/consultants?query=${lastName}`),
        ).items.map((c) => c.user_id)
      expect(await search()).toEqual([found.id])

      // A client's project on the public board.
      const client = await owner(t)
      const title = `Claims platform ${client.id}`
      const project = await openProject(t, client, { ...COMPLETE, title })
      const board = async () =>
        dataOf<{ items: { id: number }[] }>(
          await t.app.inject({ method: 'GET', url: `/api/projects?title=${encodeURIComponent(title)}` }),
        ).items.map((p) => p.id)
      expect(await board()).toContain(project.id)

      for (const member of [partner, found, client]) dataOf(await suspend(boss, member.id))
      expect(await cards()).not.toContain(partner.id)
      expect(await search()).toEqual([])
      expect(await board()).not.toContain(project.id)
      expect(
        refusal(await t.app.inject({ method: 'GET', url: `/api/projects/${project.id}` }), 404).code,
      ).toBe('PROJECT_NOT_FOUND')

      for (const member of [partner, found, client]) dataOf(await reactivate(boss, member.id))
      expect(await cards()).toContain(partner.id)
      expect(await search()).toEqual([found.id])
      expect(await board()).toContain(project.id)
    })

    it('refuses bad input and anyone without the group, nothing changed', async () => {
      const member = await consultant(t)
      for (const body of [
        undefined,
        {},
        { reason: '' },
        { reason: '   ' },
        { reason: 'x'.repeat(1001) },
        { reason: 42 },
        { reason: 'a\u0000b' },
        { reason: 'ok', more: 1 },
      ]) {
        expect(refusal(await act(t, boss, member.id, 'suspend', body), 400).code).toBe('VALIDATION_FAILED')
      }
      const clientsAdmin = await groupAdmin(t, ['clients'])
      expect(refusal(await suspend(clientsAdmin, member.id), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      expect(refusal(await reactivate(clientsAdmin, member.id), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      const siteAdmin = await groupAdmin(t, ['web_site'])
      expect(refusal(await suspend(siteAdmin, member.id), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      const other = await consultant(t)
      expect(refusal(await suspend(other, member.id), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await suspend(undefined, member.id), 401).code).toBe('UNAUTHENTICATED')
      expect(refusal(await suspend(boss, 987_654_321), 404).code).toBe('MEMBER_NOT_FOUND')
      // An admin is no member: admins are managed elsewhere.
      expect(refusal(await suspend(boss, consultantsAdmin.id), 404).code).toBe('MEMBER_NOT_FOUND')
      expect(refusal(await suspend(boss, 0), 400).code).toBe('VALIDATION_FAILED')
      expect((await me(member.jar)).statusCode).toBe(200)
      expect(await journalOf(t, member.id)).toEqual([])
    })

    it('suspends once when two admins act at once', async () => {
      const member = await consultant(t)
      const answers = await Promise.all([
        suspend(boss, member.id, 'One'),
        suspend(consultantsAdmin, member.id, 'Two'),
      ])
      expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([200, 409])
      expect(await journalOf(t, member.id)).toHaveLength(1)
    })
  })
}
