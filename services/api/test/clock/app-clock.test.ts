import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { testClock } from '../../src/platform/clock.js'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  type AccountsTestApp,
} from '../accounts/accounts-test-kit.js'
import { approvedTrader, signInAdmin } from '../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** How long the scheduler's market commands and the read models may take on a busy machine (no time moves meanwhile). */
const WAIT = { timeout: 15_000, interval: 50 }

/**
 * The app's one clock moves everything time-based at once, without sleeping or faking the
 * process's timers: session expiry, TOTP steps and lock, the blackout period and its scheduler.
 */
for (const backend of journeyDatabases()) {
  describe(`the app clock on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2031-01-06T09:00:00Z'))
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
    })
    afterAll(() => t.close())

    const me = (jar: CookieJar) => t.send(jar, { method: 'GET', url: '/api/me' })
    const refresh = (jar: CookieJar) => t.send(jar, { method: 'POST', url: '/api/refresh' })

    it('expires the access token after 15 minutes and a session not remembered after a day', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const jar = new CookieJar()
      const login = await t.send(jar, {
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD, remember: false },
      })
      expect(login.statusCode).toBe(200)
      expect((await me(jar)).statusCode).toBe(200)
      clock.advance(15 * MINUTE - 1)
      expect((await me(jar)).statusCode).toBe(200)
      clock.advance(1)
      expect((await me(jar)).statusCode).toBe(401)
      // The refresh token still holds: a new access token for 15 more minutes.
      expect((await refresh(jar)).statusCode).toBe(200)
      expect((await me(jar)).statusCode).toBe(200)
      clock.advance(24 * HOUR - 15 * MINUTE)
      const expired = await refresh(jar)
      expect(expired.statusCode).toBe(401)
      expect(expired.json().error.code).toBe('SESSION_EXPIRED')
      expect((await me(jar)).statusCode).toBe(401)
    })

    it('gives the second factor five minutes after the password', async () => {
      const jar = new CookieJar()
      const { email } = await registerUser(t, jar)
      const { secret } = (await t.send(jar, { method: 'POST', url: '/api/iqs/totp/setup' })).json().data
      const codeNow = () => generate({ secret, epoch: Math.floor(clock.now() / 1000) })
      expect(
        (
          await t.send(jar, {
            method: 'POST',
            url: '/api/iqs/totp/activate',
            payload: { code: await codeNow() },
          })
        ).statusCode,
      ).toBe(200)
      const pending = new CookieJar()
      await t.send(pending, { method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } })
      clock.advance(5 * MINUTE)
      const late = await t.send(pending, {
        method: 'POST',
        url: '/api/login/totp',
        payload: { code: await codeNow() },
      })
      expect(late.statusCode).toBe(401)
    })

    it('moves the TOTP steps and the lock with the clock (otplib reads the app time)', async () => {
      const session = new CookieJar()
      const { user } = await registerUser(t, session)
      const { secret } = (await t.send(session, { method: 'POST', url: '/api/iqs/totp/setup' })).json().data
      const codeNow = () => generate({ secret, epoch: Math.floor(clock.now() / 1000) })
      const activation = await t.send(session, {
        method: 'POST',
        url: '/api/iqs/totp/activate',
        payload: { code: await codeNow() },
      })
      expect(activation.statusCode).toBe(200)

      // The activation took this step: its code is spent until the clock reaches the next one.
      await expect(t.app.totp.verify(user.id, await codeNow())).rejects.toMatchObject({
        code: 'TOTP_CODE_INVALID',
      })
      clock.advance(30_000)
      await expect(t.app.totp.verify(user.id, await codeNow())).resolves.toBeUndefined()
      // Three steps on, a code read off the phone three steps ago is out of the drift window.
      const stale = await codeNow()
      clock.advance(90_000)
      await expect(t.app.totp.verify(user.id, stale)).rejects.toMatchObject({ code: 'TOTP_CODE_INVALID' })

      // The stale code was the first wrong one in a row; the fifth locks the factor for five minutes.
      for (let i = 0; i < 4; i++)
        await expect(t.app.totp.verify(user.id, '000000')).rejects.toMatchObject({
          code: 'TOTP_CODE_INVALID',
        })
      clock.advance(30_000)
      await expect(t.app.totp.verify(user.id, await codeNow())).rejects.toMatchObject({ code: 'TOTP_LOCKED' })
      clock.advance(5 * MINUTE)
      await expect(t.app.totp.verify(user.id, await codeNow())).resolves.toBeUndefined()
    })

    it('starts and ends the blackout period when the clock passes its bounds', async () => {
      const admin = await signInAdmin(t)
      const trader = await approvedTrader(t, admin)
      const config = async () =>
        (await t.send(admin.jar, { method: 'GET', url: '/api/iqs/market-config' })).json().data
      const order = () =>
        t.send(trader.jar, {
          method: 'POST',
          url: '/api/iqs/order',
          payload: { amount: 1, price: '1.00', order_side: 'BUY', totp: '123456' },
        })
      // Short enough for the access tokens (15 minutes) to outlive the test's moves of the clock.
      const start = clock.now() + MINUTE
      const end = start + 5 * MINUTE
      const scheduled = await t.send(admin.jar, {
        method: 'PUT',
        url: '/api/admin/iqs/market-config',
        payload: {
          blackout_period: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
        },
      })
      expect(scheduled.statusCode, scheduled.body).toBe(200)
      expect(scheduled.json().data).toMatchObject({ in_blackout: false, IQS: { open_status: 'OPEN' } })
      expect(clock.pending()).toContain(start)
      expect((await order()).json().error.code).not.toBe('MARKET_BLACKOUT')

      clock.advance(MINUTE)
      expect((await order()).json().error.code).toBe('MARKET_BLACKOUT')
      // The scheduler's timer ran on the clock's move: both markets go to BLACKOUT, the end is armed.
      await vi.waitFor(
        async () =>
          expect(await config()).toMatchObject({
            in_blackout: true,
            IQS: { open_status: 'BLACKOUT' },
            OST: { open_status: 'BLACKOUT' },
          }),
        WAIT,
      )
      await vi.waitFor(() => expect(clock.pending()).toContain(end), WAIT)

      clock.advance(5 * MINUTE)
      await vi.waitFor(
        async () =>
          expect(await config()).toMatchObject({
            in_blackout: false,
            IQS: { open_status: 'OPEN' },
            OST: { open_status: 'OPEN' },
          }),
        WAIT,
      )
      expect((await order()).json().error.code).not.toBe('MARKET_BLACKOUT')
      expect(
        (
          await t.send(admin.jar, {
            method: 'PUT',
            url: '/api/admin/iqs/market-config',
            payload: { blackout_period: null },
          })
        ).statusCode,
      ).toBe(200)
    })
  })
}
