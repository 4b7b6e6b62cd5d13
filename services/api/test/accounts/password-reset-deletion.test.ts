import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from './accounts-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const NEW_PASSWORD = 'a brand new passphrase'

for (const backend of journeyDatabases()) {
  describe(`password reset on ${backend.name}`, () => {
    let t: AccountsTestApp
    beforeAll(async () => {
      t = await startAccountsApp(backend)
    })
    afterAll(() => t.close())

    const forgot = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } })
    const reset = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/password/reset', payload })
    const tokenOf = (text: string) => decodeURIComponent(/token=([^\s]+)/.exec(text)?.[1] ?? '')
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })

    it('answers 200 for an unknown e-mail too, and sends nothing', async () => {
      const before = t.mails.length
      const response = await forgot(uniqueEmail('ghost'))
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ sent: true })
      expect(t.mails.length).toBe(before)
    })

    it('e-mails a link whose token resets the password once, and ends every session', async () => {
      const jar = new CookieJar()
      const { email } = await registerUser(t, jar)
      expect((await forgot(email)).statusCode).toBe(200)
      const mail = t.mails.at(-1)!
      expect(mail.to).toBe(email)
      expect(mail.text).toContain('/my-account/reset-password?token=')
      const token = tokenOf(mail.text)
      const stored = await t.database.db
        .selectFrom('password_reset_tokens')
        .select('token_hash')
        .where('token_hash', '=', token)
        .executeTakeFirst()
      expect(stored).toBeUndefined() // only its hash is kept

      const response = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      expect(response.statusCode).toBe(200)
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
      expect((await login(email, PASSWORD)).statusCode).toBe(401)
      expect((await t.send(jar, { method: 'GET', url: '/api/me' })).statusCode).toBe(401)

      const again = await reset({
        token,
        password: 'another passphrase',
        password_confirmation: 'another passphrase',
      })
      expect(again.statusCode).toBe(400)
      expect(again.json().error.code).toBe('RESET_TOKEN_INVALID')
    })

    it('applies the password rules with the spec messages', async () => {
      const token = 'x'.repeat(43)
      expect(
        (await reset({ token, password: 'short', password_confirmation: 'short' })).json().error.message,
      ).toBe('Password must be at least 8 characters long')
      expect(
        (await reset({ token, password: NEW_PASSWORD, password_confirmation: 'nope nope' })).json().error
          .message,
      ).toBe('Passwords do not match')
    })

    it('refuses a password easy to guess, and leaves the link usable', async () => {
      const { email } = await registerUser(t, new CookieJar())
      await forgot(email)
      const token = tokenOf(t.mails.at(-1)!.text)
      for (const weak of ['12345678', email]) {
        const response = await reset({ token, password: weak, password_confirmation: weak })
        expect(response.statusCode).toBe(400)
        expect(response.json().error).toMatchObject({
          code: 'PASSWORD_TOO_WEAK',
          message: 'This password is too easy to guess. Use a longer phrase or mix unrelated words.',
        })
      }
      const response = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })
      expect(response.statusCode).toBe(200)
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200)
    })

    it('refuses an expired token, and an older link once a newer one was sent', async () => {
      const { email } = await registerUser(t, new CookieJar())
      await forgot(email)
      const first = tokenOf(t.mails.at(-1)!.text)
      await forgot(email)
      const second = tokenOf(t.mails.at(-1)!.text)
      const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
      expect((await reset({ token: first, ...body })).statusCode).toBe(400)
      await t.database.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1) })
        .execute()
      expect((await reset({ token: second, ...body })).statusCode).toBe(400)
    })
  })

  describe(`account deletion on ${backend.name}`, () => {
    let t: AccountsTestApp
    beforeAll(async () => {
      t = await startAccountsApp(backend)
    })
    afterAll(() => t.close())

    it('refuses without the right password', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      for (const payload of [{}, { password: 'not the password' }]) {
        const response = await t.send(jar, { method: 'POST', url: '/api/me/delete', payload })
        expect(response.statusCode).toBe(403)
        expect(response.json().error.code).toBe('PASSWORD_INCORRECT')
      }
      expect((await t.send(jar, { method: 'GET', url: '/api/me' })).statusCode).toBe(200)
    })

    it('erases personal data, sessions and the second factor, and keeps an anonymous row', async () => {
      const jar = new CookieJar()
      const { email, user } = await registerUser(t, jar, { role: 'Consultant' })
      const other = new CookieJar()
      await t.send(other, { method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })
      await t.app.totp.setup({ id: user.id, email })
      const erased: number[] = []
      t.app.addAccountEraser(async (_trx, userId) => {
        erased.push(userId)
      })

      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/me/delete',
        payload: { password: PASSWORD },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ deleted: true })
      expect(jar.cookies.size).toBe(0)
      expect(erased).toEqual([user.id])

      const row = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow()
      expect(row).toMatchObject({
        email: `deleted-user-${user.id}@deleted.invalid`,
        first_name: '',
        last_name: '',
        password_hash: null,
        user_type: 'Consultant',
      })
      expect(row.deleted_at).toBeInstanceOf(Date)
      for (const table of [
        'sessions',
        'user_totp',
        'totp_recovery_codes',
        'password_reset_tokens',
        'user_identities',
      ] as const) {
        const left = await t.database.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', user.id)
          .execute()
        expect(left, table).toEqual([])
      }
      expect((await t.send(other, { method: 'GET', url: '/api/me' })).statusCode).toBe(401)
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      })
      expect(again.statusCode).toBe(401)
      // The e-mail is free for a new account.
      expect((await registerUser(t, new CookieJar(), { email })).user.id).not.toBe(user.id)
    })

    it('lets a social-only account confirm with its e-mail', async () => {
      const email = uniqueEmail('social')
      const { id } = await t.database.db
        .insertInto('users')
        .values({ email, password_hash: null, user_type: 'Client' })
        .returning('id')
        .executeTakeFirstOrThrow()
      const tokens = await t.app.sessions.start({
        userId: id,
        stage: 'full',
        remember: true,
        method: 'google',
      })
      const cookie = `iqs_at=${tokens.accessToken}`
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/me/delete',
        headers: { cookie },
        payload: { email: 'x@y.z' },
      })
      expect(wrong.statusCode).toBe(403)
      const right = await t.app.inject({
        method: 'POST',
        url: '/api/me/delete',
        headers: { cookie },
        payload: { email },
      })
      expect(right.statusCode).toBe(200)
    })
  })
}
