import type { LightMyRequestResponse } from 'fastify'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAuthConfig } from '../../src/platform/config/auth-config.js'
import { backOffMs } from '../../src/identity/accounts/sign-in-throttle.js'
import { testClock } from '../../src/platform/clock.js'
import {
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  uniqueEmail,
  type AccountsTestApp,
} from './accounts-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const MINUTE = 60_000
const RULE = { maxFailures: 5, baseDelayMs: MINUTE, maxDelayMs: 60 * MINUTE }

describe('backOffMs', () => {
  it('waits nothing below the limit, then 1 minute doubling up to an hour', () => {
    expect([1, 4, 5, 6, 7, 10, 11, 12, 500].map((failures) => backOffMs(failures, RULE) / MINUTE)).toEqual([
      0, 0, 1, 2, 4, 32, 60, 60, 60,
    ])
  })
})

for (const backend of journeyDatabases()) {
  describe(`per-account sign-in throttling on ${backend.name}`, () => {
    let t: AccountsTestApp
    // The app's one clock: the back-off, sessions and TOTP steps all move with it.
    const clock = testClock()
    let nextAddress = 0
    /** An address no other attempt used, so each test starts with a full per-address budget. */
    const freshAddress = () => {
      nextAddress += 1
      return `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`
    }

    beforeAll(async () => {
      const auth = testAuthConfig()
      // The production limit per address (10 a minute): the test spreads its guesses under it, so
      // what refuses them below is the account's throttle, not the address's.
      auth.rateLimits = { ...auth.rateLimits, login: { max: 10, windowMs: MINUTE } }
      auth.signInThrottle = RULE
      t = await startAccountsApp(backend, { auth }, { clock })
    })
    afterAll(() => t.close())

    const login = (email: string, password: string, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } })
    const mailsTo = (email: string) => t.mails.filter((mail) => mail.to === email)
    const expectThrottled = (response: LightMyRequestResponse, seconds: number) => {
      const minutes = Math.ceil(seconds / 60)
      expect(response.statusCode).toBe(429)
      expect(response.json().error).toEqual({
        code: 'ACCOUNT_THROTTLED',
        message: `Too many failed sign-ins for this account. Please retry in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} or reset your password.`,
        details: { retryAfterSeconds: seconds },
      })
      expect(response.headers['retry-after']).toBe(String(seconds))
      expect(response.headers['set-cookie']).toBeUndefined()
    }
    /** Five wrong passwords: four 401s, then the fifth starts the back-off. */
    async function throttle(email: string) {
      for (let i = 1; i <= 4; i++) {
        expect((await login(email, 'wrong password', freshAddress())).statusCode).toBe(401)
      }
      expectThrottled(await login(email, 'wrong password', freshAddress()), 60)
    }

    it('refuses the right password from a fourth address after 30 wrong ones from three', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const addresses = [freshAddress(), freshAddress(), freshAddress()]
      const answers: string[] = []
      for (let i = 0; i < 30; i++) {
        const response = await login(email, `wrong password ${i}`, addresses[i % 3]!)
        answers.push(response.json().error.code)
      }
      // Ten per address: within the address limit, so none of these is RATE_LIMITED.
      expect(answers.slice(0, 4)).toEqual(Array(4).fill('INVALID_CREDENTIALS'))
      expect(answers.slice(4)).toEqual(Array(26).fill('ACCOUNT_THROTTLED'))

      const right = await login(email, PASSWORD, freshAddress())
      expectThrottled(right, 60)
      // The refusal does not depend on the password: a wrong one gets the very same answer.
      const wrong = await login(email, 'wrong password', freshAddress())
      expect({ status: wrong.statusCode, body: wrong.json(), retry: wrong.headers['retry-after'] }).toEqual({
        status: right.statusCode,
        body: right.json(),
        retry: right.headers['retry-after'],
      })
      expect(mailsTo(email)).toHaveLength(1)
    })

    it('lets the right password in after the back-off, then counts from zero again', async () => {
      const { email } = await registerUser(t, new CookieJar())
      await throttle(email)
      clock.advance(20_000)
      expectThrottled(await login(email, PASSWORD, freshAddress()), 40)
      clock.advance(40_000)
      expect((await login(email, PASSWORD, freshAddress())).statusCode).toBe(200)
      // The count started again: four more wrong passwords are plain 401s.
      for (let i = 0; i < 4; i++) {
        expect((await login(email, 'wrong password', freshAddress())).statusCode).toBe(401)
      }
      expect((await login(email, PASSWORD, freshAddress())).statusCode).toBe(200)
    })

    it('doubles the back-off with each wrong password after it, and e-mails once per episode', async () => {
      const { email } = await registerUser(t, new CookieJar())
      await throttle(email)
      const mail = mailsTo(email)
      expect(mail).toHaveLength(1)
      expect(mail[0]!.subject).toBe('Sign-ins to your IQS account are paused')
      expect(mail[0]!.text).toContain('paused for 1 minute')
      expect(mail[0]!.text).toContain('http://localhost/my-account/forgot-password')
      clock.advance(MINUTE)
      expectThrottled(await login(email, 'wrong password', freshAddress()), 120)
      clock.advance(2 * MINUTE)
      expectThrottled(await login(email, 'wrong password', freshAddress()), 240)
      // The right password during the back-off: refused alike, and the back-off not lengthened.
      clock.advance(3 * MINUTE)
      expectThrottled(await login(email, PASSWORD, freshAddress()), 60)
      expect(mailsTo(email)).toHaveLength(1)
      clock.advance(MINUTE)
      expect((await login(email, PASSWORD, freshAddress())).statusCode).toBe(200)
      // A new episode, a new e-mail.
      await throttle(email)
      expect(mailsTo(email)).toHaveLength(2)
    })

    it('writes the notice in the language the owner chose', async () => {
      const { email, user } = await registerUser(t, new CookieJar())
      await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', user.id).execute()
      await throttle(email)
      expect(mailsTo(email).map((mail) => mail.subject)).toEqual(['Connexions à votre compte IQS suspendues'])
    })

    it('counts guesses sent together before checking them', async () => {
      const { email } = await registerUser(t, new CookieJar())
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login(email, 'wrong password', freshAddress())),
      )
      const codes = answers.map((response) => response.json().error.code as string).sort()
      expect(codes).toEqual([...Array(6).fill('ACCOUNT_THROTTLED'), ...Array(4).fill('INVALID_CREDENTIALS')])
      expect(mailsTo(email)).toHaveLength(1)
    })

    it('ends the back-off when the password is reset', async () => {
      const { email } = await registerUser(t, new CookieJar())
      await throttle(email)
      await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email } })
      const link = t.mails.findLast((mail) => mail.to === email && mail.text.includes('token='))!
      const token = decodeURIComponent(/token=([^\s]+)/.exec(link.text)![1]!)
      const password = 'a brand new passphrase'
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password, password_confirmation: password },
      })
      expect(reset.statusCode).toBe(200)
      expect((await login(email, password, freshAddress())).statusCode).toBe(200)
    })

    it('answers an unknown e-mail as a wrong password, and keeps no row for it', async () => {
      const rows = async () =>
        (
          await t.database.db
            .selectFrom('sign_in_throttles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n
      const { email } = await registerUser(t, new CookieJar())
      const wrong = await login(email, 'wrong password', freshAddress())
      const before = Number(await rows())
      const ghost = uniqueEmail('ghost')
      for (let i = 0; i < 8; i++) {
        const response = await login(ghost, 'wrong password', freshAddress())
        expect(response.statusCode).toBe(wrong.statusCode)
        expect(response.json()).toEqual(wrong.json())
        expect(response.headers['retry-after']).toBeUndefined()
      }
      expect(Number(await rows())).toBe(before)
      expect(mailsTo(ghost)).toHaveLength(0)
    })

    it('does not count wrong TOTP codes: the second step keeps its own lock (TOTP_LOCKED)', async () => {
      const jar = new CookieJar()
      const { email, user } = await registerUser(t, jar)
      const setup = await t.send(jar, { method: 'POST', url: '/api/iqs/totp/setup' })
      const { secret } = setup.json().data as { secret: string }
      const code = await generate({ secret, epoch: Math.floor(clock.now() / 1000) })
      const activated = await t.send(jar, {
        method: 'POST',
        url: '/api/iqs/totp/activate',
        payload: { code },
      })
      expect(activated.statusCode).toBe(200)

      const codes: string[] = []
      for (let i = 0; i < 6; i++) {
        const pending = new CookieJar()
        const password = await t.send(pending, {
          method: 'POST',
          url: '/api/login',
          remoteAddress: freshAddress(),
          payload: { email, password: PASSWORD },
        })
        expect(password.json().data.totpActivated).toBe(true)
        const step = await t.send(pending, {
          method: 'POST',
          url: '/api/login/totp',
          payload: { code: '000000' },
        })
        codes.push(step.json().error.code)
      }
      expect(codes).toEqual([...Array(5).fill('TOTP_CODE_INVALID'), 'TOTP_LOCKED'])
      const row = await t.database.db
        .selectFrom('sign_in_throttles')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      expect(row).toBeUndefined()
    })
  })
}
