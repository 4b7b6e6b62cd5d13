import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAuthConfig } from '../../src/platform/config/auth-config.js'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from './accounts-test-kit.js'
import { startFakeOAuthProvider, type FakeOAuthProvider } from './fake-oauth-provider.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const googleProfile = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `google-${email}`,
  email,
  email_verified: true,
  given_name: 'Gail',
  family_name: 'Google',
  ...extra,
})

for (const backend of journeyDatabases()) {
  describe(`social sign-in on ${backend.name}`, () => {
    let fake: FakeOAuthProvider
    let t: AccountsTestApp

    beforeAll(async () => {
      fake = await startFakeOAuthProvider()
      const auth = testAuthConfig()
      auth.providers = {
        google: fake.settings({ redirectUri: 'postmessage' }),
        linkedin: fake.settings({ redirectUri: 'http://localhost/api/auth/linkedin/callback' }),
        facebook: fake.settings({
          redirectUri: 'http://localhost/api/auth/facebook/callback',
          userinfoPath: '/userinfo/me?fields=id,email,first_name,last_name',
        }),
      }
      t = await startAccountsApp(backend, { auth })
    })
    afterAll(async () => {
      await t.close()
      await fake.close()
    })

    const me = (jar: CookieJar) => t.send(jar, { method: 'GET', url: '/api/me' })

    it('lists the configured providers', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' })
      expect(response.json().data).toEqual({
        google: { available: true, clientId: 'fake-client' },
        linkedin: { available: true },
        facebook: { available: true },
      })
    })

    it('creates a Client on a first Google sign-in (JSON body) and signs in, TOTP step skipped', async () => {
      const email = uniqueEmail('gail')
      const jar = new CookieJar()
      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: fake.issueCode(googleProfile(email)) },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({
        id: expect.any(Number),
        email,
        user_type: 'Client',
        first_name: 'Gail',
        last_name: 'Google',
      })
      expect(fake.tokenRequests.at(-1)).toMatchObject({
        grant_type: 'authorization_code',
        redirect_uri: 'postmessage',
      })
      expect((await me(jar)).statusCode).toBe(200)
    })

    it('takes the code as a url-encoded form, and a role for a first sign-in', async () => {
      const email = uniqueEmail('form')
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          code: fake.issueCode(googleProfile(email)),
          role: 'Consultant',
        }).toString(),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data.user_type).toBe('Consultant')
    })

    it('takes the code as a multipart form posted from the same origin', async () => {
      const email = uniqueEmail('multi')
      const form = new FormData()
      form.set('code', fake.issueCode(googleProfile(email)))
      const request = new Request('http://localhost/', { method: 'POST', body: form })
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        headers: {
          'content-type': request.headers.get('content-type') ?? '',
          origin: 'http://localhost:80',
          host: 'localhost:80',
          'sec-fetch-site': 'same-origin',
        },
        payload: Buffer.from(await request.arrayBuffer()),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data.email).toBe(email)
    })

    it('links Google to an existing account with the same verified e-mail, even one with TOTP', async () => {
      const { email, user } = await registerUser(t, new CookieJar(), { role: 'ExecPartner' })
      const factor = await t.app.totp.setup({ id: user.id, email })
      await t.database.db
        .updateTable('user_totp')
        .set({ activated_at: new Date() })
        .where('user_id', '=', user.id)
        .execute()
      expect(factor.secret).toBeTruthy()
      const jar = new CookieJar()
      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: fake.issueCode(googleProfile(email.toUpperCase())) },
      })
      expect(response.json().data).toMatchObject({ id: user.id, user_type: 'ExecPartner' })
      // Spec §4: Google sign-in goes home, never to the TOTP step.
      expect((await me(jar)).statusCode).toBe(200)
      // The password still works, and the next Google sign-in finds the link.
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: {
          code: fake.issueCode(
            googleProfile('changed@example.com', { sub: `google-${email.toUpperCase()}` }),
          ),
        },
      })
      expect(again.json().data.id).toBe(user.id)
    })

    it('refuses to link an unverified e-mail to an existing account', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: fake.issueCode(googleProfile(email, { sub: 'other', email_verified: false })) },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('OAUTH_EMAIL_REQUIRED')
    })

    it('reports a refused code as OAUTH_FAILED with the provider reason', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: 'made-up' },
      })
      expect(response.statusCode).toBe(502)
      expect(response.json().error).toEqual({
        code: 'OAUTH_FAILED',
        message: 'Google sign-in failed: Bad or used code',
      })
    })

    it.each(['linkedin', 'facebook'] as const)('runs the %s redirect flow end to end', async (provider) => {
      const jar = new CookieJar()
      const start = await t.send(jar, { method: 'GET', url: `/api/auth/${provider}/redirect?role=IQStem` })
      expect(start.statusCode).toBe(302)
      const location = new URL(start.headers.location as string)
      expect(location.pathname).toBe('/authorize')
      expect(location.searchParams.get('client_id')).toBe('fake-client')
      expect(location.searchParams.get('response_type')).toBe('code')
      expect(location.searchParams.get('redirect_uri')).toBe(`http://localhost/api/auth/${provider}/callback`)
      const state = location.searchParams.get('state') ?? ''
      expect(state.length).toBeGreaterThan(20)
      const stateCookie = jar.get('iqs_oauth', '/api/auth')
      expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

      const email = uniqueEmail(provider)
      const profile =
        provider === 'facebook'
          ? { id: `fb-${email}`, email, first_name: 'Fay', last_name: 'Book' }
          : { sub: `li-${email}`, email, email_verified: true, given_name: 'Lin', family_name: 'Ked' }
      const back = await t.send(jar, {
        method: 'GET',
        url: `/api/auth/${provider}/callback?code=${fake.issueCode(profile)}&state=${state}`,
      })
      expect(back.statusCode).toBe(302)
      expect(back.headers.location).toBe('/')
      expect(jar.get('iqs_oauth', '/api/auth')).toBeUndefined()
      const signedIn = await me(jar)
      expect(signedIn.statusCode).toBe(200)
      expect(signedIn.json().data.user).toMatchObject({ email, user_type: 'IQStem' })
    })

    it('refuses a callback whose state does not match (CSRF on the callback)', async () => {
      const jar = new CookieJar()
      await t.send(jar, { method: 'GET', url: '/api/auth/linkedin/redirect' })
      const email = uniqueEmail('evil')
      const back = await t.send(jar, {
        method: 'GET',
        url: `/api/auth/linkedin/callback?code=${fake.issueCode({ sub: email, email, email_verified: true })}&state=forged`,
      })
      expect(back.statusCode).toBe(302)
      expect(back.headers.location).toBe('/my-account/sign-in?provider=linkedin&error=OAUTH_STATE_INVALID')
      expect((await me(jar)).statusCode).toBe(401)
    })

    it('refuses a callback without the state cookie, and one the user denied', async () => {
      const bare = await t.app.inject({ method: 'GET', url: '/api/auth/facebook/callback?code=x&state=y' })
      expect(bare.headers.location).toContain('error=OAUTH_STATE_INVALID')
      const jar = new CookieJar()
      const start = await t.send(jar, { method: 'GET', url: '/api/auth/facebook/redirect' })
      const state = new URL(start.headers.location as string).searchParams.get('state')
      const denied = await t.send(jar, {
        method: 'GET',
        url: `/api/auth/facebook/callback?error=access_denied&state=${state}`,
      })
      expect(denied.headers.location).toContain('error=OAUTH_FAILED')
    })

    it('links a LinkedIn sign-in to the password account with the same verified e-mail', async () => {
      const { email } = await registerUser(t, new CookieJar(), { password: PASSWORD })
      const jar = new CookieJar()
      const start = await t.send(jar, { method: 'GET', url: '/api/auth/linkedin/redirect' })
      const state = new URL(start.headers.location as string).searchParams.get('state')
      const code = fake.issueCode({ sub: `li-${email}`, email, email_verified: true })
      await t.send(jar, { method: 'GET', url: `/api/auth/linkedin/callback?code=${code}&state=${state}` })
      expect((await me(jar)).json().data.user.email).toBe(email)
    })
  })

  describe(`social sign-in without settings on ${backend.name}`, () => {
    let t: AccountsTestApp
    beforeAll(async () => {
      t = await startAccountsApp(backend)
    })
    afterAll(() => t.close())

    it('reports every provider unavailable', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers' })
      expect(response.json().data).toEqual({
        google: { available: false },
        linkedin: { available: false },
        facebook: { available: false },
      })
    })

    it('answers the Google callback 503 "Google sign-in is not configured yet"', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        payload: { code: 'x' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json().error).toEqual({
        code: 'OAUTH_NOT_CONFIGURED',
        message: 'Google sign-in is not configured yet',
      })
    })

    it('sends the LinkedIn redirect back to the sign-in page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/linkedin/redirect' })
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(
        '/my-account/sign-in?provider=linkedin&error=OAUTH_NOT_CONFIGURED',
      )
    })
  })
}
