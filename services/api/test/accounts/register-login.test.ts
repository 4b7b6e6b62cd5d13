import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/demo/demo-accounts.js'
import { seedDemo } from '../../src/demo/seed-demo.js'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from './accounts-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`register and login on ${backend.name}`, () => {
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      await seedDemo(t.database.db)
    })
    afterAll(() => t.close())

    const register = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/register', payload })
    const valid = () => ({
      email: uniqueEmail(),
      first_name: 'Grace',
      last_name: 'Hopper',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      role: 'Consultant',
    })

    it('registers, answers the user (spec §3) and signs in', async () => {
      const jar = new CookieJar()
      const body = valid()
      const response = await t.send(jar, { method: 'POST', url: '/api/register', payload: body })
      expect(response.statusCode).toBe(201)
      const user = response.json().data
      expect(user).toEqual({
        id: expect.any(Number),
        email: body.email,
        user_type: 'Consultant',
        last_name: 'Hopper',
        first_name: 'Grace',
      })
      const me = await t.send(jar, { method: 'GET', url: '/api/me' })
      expect(me.statusCode).toBe(200)
      expect(me.json().data).toEqual({ user, totpActivated: false, language: 'en', admin_permissions: [] })
    })

    it('stores an argon2id hash, never the password', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const row = await t.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      expect(row.password_hash).toMatch(/^\$argon2id\$/)
      expect(row.password_hash).not.toContain(PASSWORD)
    })

    it.each([
      [{ email: 'no-at-sign' }, 'Invalid email format'],
      [{ email: undefined }, 'Invalid email format'],
      [{ password: 'short', password_confirmation: 'short' }, 'Password must be at least 8 characters long'],
      [{ password_confirmation: 'something else' }, 'Passwords do not match'],
      [{ role: '' }, 'User type is required. Please reload the page and try again.'],
      [{ role: undefined }, 'User type is required. Please reload the page and try again.'],
      [{ role: 'Guest' }, 'User type is required. Please reload the page and try again.'],
    ])('refuses %j with the spec message', async (change, message) => {
      const response = await register({ ...valid(), ...change })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe(message)
    })

    it.each([
      ['a top-ten password', () => 'password', 'topTen'],
      ['digits in a row', () => '12345678', 'topTen'],
      ['the e-mail itself', (email: string) => email, 'userInputs'],
      ['the name and digits', () => 'Hopper2024', 'userInputs'],
      ['first and last name and a digit', () => 'GraceHopper1', null],
    ])('refuses %s with PASSWORD_TOO_WEAK and the estimator keys', async (_case, password, warning) => {
      const body = valid()
      const chosen = password(body.email)
      const response = await register({ ...body, password: chosen, password_confirmation: chosen })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toEqual({
        code: 'PASSWORD_TOO_WEAK',
        message: 'This password is too easy to guess. Use a longer phrase or mix unrelated words.',
        details: { score: expect.any(Number), warning, suggestions: expect.any(Array) },
      })
      const { details } = response.json().error
      expect(details.score).toBeLessThan(3)
      // Keys for the client to translate, never English sentences.
      for (const key of details.suggestions) expect(key).toMatch(/^[a-zA-Z0-9]+$/)
      const stored = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst()
      expect(stored).toBeUndefined()
    })

    it('accepts a phrase of unrelated words', async () => {
      const password = 'violet tortoise kayak marmalade'
      const response = await register({ ...valid(), password, password_confirmation: password })
      expect(response.statusCode).toBe(201)
    })

    it('keeps the 8-character rule and its message ahead of the strength check', async () => {
      const response = await register({ ...valid(), password: '1234567', password_confirmation: '1234567' })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Password must be at least 8 characters long',
      })
    })

    it('checks in the spec order: e-mail first', async () => {
      const response = await register({ ...valid(), email: 'x', password: 'short', role: '' })
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Invalid email format',
      })
    })

    it.each(['Admin', 'Auditor', 'SuperUser'])('never registers an %s', async (role) => {
      const response = await register({ ...valid(), role })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('USER_TYPE_NOT_ALLOWED')
    })

    it.each([
      ['client', 'Client'],
      ['execpartner', 'ExecPartner'],
      ['IQStem', 'IQStem'],
      ['consultant', 'Consultant'],
    ])('takes the role %s from the route parameter in any case', async (role, userType) => {
      const response = await register({ ...valid(), role })
      expect(response.statusCode).toBe(201)
      expect(response.json().data.user_type).toBe(userType)
    })

    it('answers 409 for an e-mail already registered, in any case', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const response = await register({ ...valid(), email: email.toUpperCase() })
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toEqual({
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists',
      })
    })

    it('signs in with e-mail and password: user and totpActivated', async () => {
      const { email, user } = await registerUser(t, new CookieJar())
      const jar = new CookieJar()
      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/login',
        payload: { email: email.toUpperCase(), password: PASSWORD },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ user, totpActivated: false })
      expect((await t.send(jar, { method: 'GET', url: '/api/me' })).statusCode).toBe(200)
    })

    it.each([
      [{ email: 'nobody' }, 'Invalid email format'],
      [{ password: 'seven77' }, 'Invalid password'],
      [{ password: undefined }, 'Invalid password'],
    ])('refuses a login body %j with the spec message', async (change, message) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.c', password: PASSWORD, ...change },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.message).toBe(message)
    })

    it('answers 401 "Invalid email or password" for a wrong password and an unknown e-mail alike', async () => {
      const { email } = await registerUser(t, new CookieJar())
      for (const payload of [
        { email, password: 'wrong password' },
        { email: uniqueEmail('ghost'), password: PASSWORD },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/login', payload })
        expect(response.statusCode).toBe(401)
        expect(response.json().error).toEqual({
          code: 'INVALID_CREDENTIALS',
          message: 'Invalid email or password',
        })
        expect(response.headers['set-cookie']).toBeUndefined()
      }
    })

    it('signs in every demo account with the demo password', async () => {
      for (const account of DEMO_ACCOUNTS) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: account.email, password: DEMO_PASSWORD },
        })
        expect(response.statusCode, account.email).toBe(200)
        expect(response.json().data.user.user_type).toBe(account.userType)
      }
    })

    it('sets httpOnly, SameSite=Lax cookies, the refresh one scoped to /api/refresh and /api/logout', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      })
      const cookies = response.cookies as Array<Record<string, unknown>>
      const access = cookies.find((c) => c.name === 'iqs_at')
      expect(access).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' })
      expect(access?.secure).toBeUndefined()
      const refresh = cookies.filter((c) => c.name === 'iqs_rt')
      expect(refresh.map((c) => String(c.path)).sort((a, b) => a.localeCompare(b))).toEqual([
        '/api/logout',
        '/api/refresh',
      ])
      for (const c of refresh) expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    })

    it('remember me (default) sets persistent cookies; remember: false sets browser-session cookies', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const remembered = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      })
      for (const c of remembered.cookies as Array<Record<string, unknown>>)
        expect(c.maxAge).toBeGreaterThan(0)
      const rt = (remembered.cookies as Array<Record<string, unknown>>).find((c) => c.name === 'iqs_rt')
      expect(rt?.maxAge).toBeGreaterThan(29 * 24 * 3600)

      const forgotten = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD, remember: false },
      })
      for (const c of forgotten.cookies as Array<Record<string, unknown>>) {
        expect(c.maxAge).toBeUndefined()
        expect(c.expires).toBeUndefined()
      }
    })

    it('saves the language', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      const response = await t.send(jar, {
        method: 'PUT',
        url: '/api/me/language',
        payload: { language: 'fr' },
      })
      expect(response.json().data).toEqual({ language: 'fr' })
      expect((await t.send(jar, { method: 'GET', url: '/api/me' })).json().data.language).toBe('fr')
    })

    it('answers /api/me 401 to a guest', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/me' })
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHENTICATED')
    })
  })
}
