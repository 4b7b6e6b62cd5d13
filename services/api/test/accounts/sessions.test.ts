import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  startSiblingApp,
  type AccountsTestApp,
} from './accounts-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`sessions on ${backend.name}`, () => {
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend)
    })
    afterAll(() => t.close())

    const me = (jar: CookieJar) => t.send(jar, { method: 'GET', url: '/api/me' })
    const refresh = (jar: CookieJar) => t.send(jar, { method: 'POST', url: '/api/refresh' })

    it('keeps the refresh cookie away from every other route', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      expect(jar.header('/api/me')).not.toMatch(/iqs_rt=/)
      expect(jar.header('/api/refresh')).toMatch(/iqs_rt=/)
      expect(jar.header('/api/logout/all')).toMatch(/iqs_rt=/)
    })

    it('refreshes: new access and refresh cookies, the user in the answer', async () => {
      const jar = new CookieJar()
      const { user } = await registerUser(t, jar)
      const before = jar.get('iqs_rt', '/api/refresh')?.value
      const response = await refresh(jar)
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ user, totpActivated: false })
      const after = jar.get('iqs_rt', '/api/refresh')?.value
      expect(after).toBeDefined()
      expect(after).not.toBe(before)
      expect(jar.get('iqs_rt', '/api/logout')?.value).toBe(after)
      expect((await me(jar)).statusCode).toBe(200)
    })

    it('stores refresh tokens hashed', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      const token = jar.get('iqs_rt', '/api/refresh')?.value ?? ''
      const found = await t.database.db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('token_hash', '=', token)
        .executeTakeFirst()
      expect(found).toBeUndefined()
    })

    it('answers 401 SESSION_EXPIRED without a refresh cookie', async () => {
      const response = await refresh(new CookieJar())
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('SESSION_EXPIRED')
    })

    it('detects a reused refresh token and revokes the whole family', async () => {
      const victim = new CookieJar()
      await registerUser(t, victim)
      const thief = victim.clone()
      expect((await refresh(victim)).statusCode).toBe(200) // the victim rotates first
      const replay = await refresh(thief) // the stolen, already-used token comes back
      expect(replay.statusCode).toBe(401)
      expect(replay.json().error.code).toBe('REFRESH_TOKEN_REUSED')
      // Everyone holding that family is out: the victim's new tokens died too.
      expect((await me(victim)).statusCode).toBe(401)
      expect((await refresh(victim)).json().error.code).toBe('SESSION_EXPIRED')
    })

    it('counts a lost race between two refreshes with one token as reuse', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      const twin = jar.clone()
      const [a, b] = await Promise.all([refresh(jar), refresh(twin)])
      const codes = [a.statusCode, b.statusCode].sort((x, y) => x - y)
      expect(codes[1]).toBe(401)
    })

    it('refuses an expired session and a forged or expired access cookie', async () => {
      const jar = new CookieJar()
      const { user } = await registerUser(t, jar)
      const forged = new CookieJar()
      const access = jar.get('iqs_at')?.value ?? ''
      forged.cookies.set('iqs_at;/', { ...jar.get('iqs_at')!, value: `${access.split('.')[0]}.AAAA` })
      expect((await me(forged)).statusCode).toBe(401)
      await t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user.id)
        .execute()
      expect((await me(jar)).statusCode).toBe(401)
      expect((await refresh(jar)).json().error.code).toBe('SESSION_EXPIRED')
    })

    it('logs out: revokes the session server-side and clears the cookies', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      const stolen = jar.clone()
      const response = await t.send(jar, { method: 'POST', url: '/api/logout' })
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ loggedOut: true })
      expect(jar.cookies.size).toBe(0)
      // A copy of the cookies taken before logout is worthless.
      expect((await me(stolen)).statusCode).toBe(401)
      expect((await refresh(stolen)).statusCode).toBe(401)
    })

    it('logs out with only an expired access cookie (the refresh cookie names the session)', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      const stolen = jar.clone()
      jar.cookies.delete('iqs_at;/')
      expect((await t.send(jar, { method: 'POST', url: '/api/logout' })).statusCode).toBe(200)
      expect((await refresh(stolen)).statusCode).toBe(401)
    })

    it('answers 200 to a logout without any session', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200)
    })

    it('answers 503 LOGOUT_NOT_REVOKED (still clearing cookies) when revocation fails', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      await sql`alter table refresh_tokens rename to refresh_tokens_away`.execute(t.database.db)
      try {
        const response = await t.send(jar, { method: 'POST', url: '/api/logout' })
        expect(response.statusCode).toBe(503)
        expect(response.json().error).toEqual({
          code: 'LOGOUT_NOT_REVOKED',
          message: 'Disconnected ! Token may not be blacklisted',
        })
        expect(jar.cookies.size).toBe(0)
      } finally {
        await sql`alter table refresh_tokens_away rename to refresh_tokens`.execute(t.database.db)
      }
    })

    it('signs out of every session with /api/logout/all', async () => {
      const laptop = new CookieJar()
      const { email } = await registerUser(t, laptop)
      const phone = new CookieJar()
      await t.send(phone, { method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })
      expect((await me(phone)).statusCode).toBe(200)
      const response = await t.send(laptop, { method: 'POST', url: '/api/logout/all' })
      expect(response.json().data.revokedSessions).toBe(2)
      expect((await me(phone)).statusCode).toBe(401)
      expect((await refresh(phone)).statusCode).toBe(401)
      expect((await me(laptop)).statusCode).toBe(401)
    })

    it('revokes the old session of a browser that signs in again', async () => {
      const jar = new CookieJar()
      const { email } = await registerUser(t, jar)
      const old = jar.clone()
      await t.send(jar, { method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })
      expect((await me(old)).statusCode).toBe(401)
      expect((await me(jar)).statusCode).toBe(200)
    })

    it('marks cookies Secure with __Host-/__Secure- names in production', async () => {
      const prod = await startSiblingApp(t, { production: true })
      try {
        const jar = new CookieJar()
        await registerUser(prod, jar)
        const names = [...jar.cookies.values()].map((c) => c.name)
        expect(names).toContain('__Host-iqs_at')
        expect(names).toContain('__Secure-iqs_rt')
        const response = await prod.app.inject({
          method: 'POST',
          url: '/api/refresh',
          headers: { cookie: jar.header('/api/refresh') ?? '' },
        })
        for (const c of response.cookies as Array<Record<string, unknown>>) expect(c.secure).toBe(true)
      } finally {
        await prod.close()
      }
    })
  })
}
