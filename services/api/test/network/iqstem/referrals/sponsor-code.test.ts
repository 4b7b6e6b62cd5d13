import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAuthConfig } from '../../../../src/platform/config/auth-config.js'
import { CookieJar, startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { startFakeOAuthProvider, type FakeOAuthProvider } from '../../../accounts/fake-oauth-provider.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import {
  call,
  codeOf,
  dataOf,
  invited,
  invitee,
  myReferrals,
  refusal,
  register,
  sponsor,
  type Person,
} from './referrals-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`registering through a referral link on ${backend.name}`, () => {
    let fake: FakeOAuthProvider
    let t: AccountsTestApp
    let iris: Person

    beforeAll(async () => {
      fake = await startFakeOAuthProvider()
      const auth = testAuthConfig()
      auth.providers = { google: fake.settings({ redirectUri: 'postmessage' }) }
      t = await startAccountsApp(backend, { auth })
      iris = await sponsor(t, { name: ['Iris', 'Stem'] })
    })
    afterAll(async () => {
      await t.close()
      await fake.close()
    })

    const lookUp = (code: string) =>
      call(t, undefined, 'GET', `/api/register/sponsor?code=${encodeURIComponent(code)}`)

    it('tells a guest who invited them, until the code is used', async () => {
      const body = invitee({ first_name: 'Grace', last_name: 'Hopper' })
      const referral = await invited(t, iris, body)
      const code = await codeOf(t, referral.id)
      expect(dataOf(await lookUp(code))).toEqual({
        sponsor_name: 'Iris Stem',
        email: body.email,
        first_name: 'Grace',
        last_name: 'Hopper',
      })
      const grace = await register(t, { email: body.email, sponsorCode: code })
      expect(refusal(await lookUp(code), 404).code).toBe('SPONSOR_CODE_INVALID')
      // Used: a second registration with the same code links nothing more.
      const late = await register(t, { email: `late.${Date.now()}@mail.example`, sponsorCode: code })
      const linked = (await myReferrals(t, iris)).find((r) => r.id === referral.id)
      expect(linked?.consultant_user_id).toBe(grace.id)
      expect(linked?.consultant_user_id).not.toBe(late.id)
    })

    it('answers 404 to an unknown code and 400 to a malformed one', async () => {
      expect(refusal(await lookUp('x'.repeat(43)), 404).code).toBe('SPONSOR_CODE_INVALID')
      expect(refusal(await lookUp('short'), 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await lookUp('y'.repeat(101)), 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await call(t, undefined, 'GET', '/api/register/sponsor'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
    })

    it('registers with an unknown code as without one, and refuses an over-long one as bad input', async () => {
      const person = await register(t, {
        email: `bad.code.${Date.now()}@mail.example`,
        sponsorCode: 'nobody-has-this-code',
      })
      expect(person.id).toBeGreaterThan(0)
      const empty = await register(t, { email: `empty.code.${Date.now()}@mail.example`, sponsorCode: '' })
      expect(empty.id).toBeGreaterThan(0)
      const response = await t.send(new CookieJar(), {
        method: 'POST',
        url: '/api/register',
        payload: {
          email: `long.code.${Date.now()}@mail.example`,
          password: 'correct horse battery',
          password_confirmation: 'correct horse battery',
          role: 'Consultant',
          sponsor_code: 'z'.repeat(101),
        },
      })
      expect(response.statusCode, response.body).toBe(400)
    })

    it('links a consultant’s first Google sign-in by the invited e-mail', async () => {
      const body = invitee()
      const referral = await invited(t, iris, body)
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: {
          code: fake.issueCode({
            sub: `google-${body.email}`,
            email: body.email.toUpperCase(),
            email_verified: true,
            given_name: 'Gail',
            family_name: 'Google',
          }),
          role: 'Consultant',
        },
      })
      expect(response.statusCode, response.body).toBe(200)
      const user = response.json().data as { id: number }
      expect((await myReferrals(t, iris)).find((r) => r.id === referral.id)).toMatchObject({
        state: 'registered',
        consultant_user_id: user.id,
      })
    })
  })
}
