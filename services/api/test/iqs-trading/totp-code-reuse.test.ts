import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { newMember, signInAdmin, submitKyc } from '../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 14: the first order right after turning 2FA on was refused "Verification failed" with no
 * hint. The activation's code is rightly not accepted again in its 30 s step, and the api now says
 * so with its own code and the seconds until the next code.
 */
for (const backend of journeyDatabases()) {
  describe(`an order with the code just used on ${backend.name}`, () => {
    // 10 s into a 30 s step: the next code comes in 20 s.
    const clock = testClock(Date.parse('2031-03-03T09:00:10Z'))
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
    })
    afterAll(() => t.close())

    it('answers TOTP_CODE_ALREADY_USED with the wait, counts no failure, and takes the next code', async () => {
      const admin = await signInAdmin(t)
      const member = await newMember(t)
      const setup = await t.send(member.jar, { method: 'POST', url: '/api/iqs/totp/setup' })
      const { secret } = setup.json().data as { secret: string }
      const codeNow = () => generate({ secret, epoch: Math.floor(clock.now() / 1000) })
      const code = await codeNow()
      const activation = await t.send(member.jar, {
        method: 'POST',
        url: '/api/iqs/totp/activate',
        payload: { code },
      })
      expect(activation.statusCode, activation.body).toBe(200)
      await submitKyc(t, member)
      await t.send(admin.jar, { method: 'POST', url: `/api/admin/iqs/white-list/${member.id}/approve` })

      const order = (totp: string) =>
        t.send(member.jar, {
          method: 'POST',
          url: '/api/iqs/order',
          payload: { amount: 2, price: '0.50', order_side: 'BUY', totp },
        })
      const reused = await order(code)
      expect(reused.statusCode).toBe(409)
      expect(reused.json().error).toEqual({
        code: 'TOTP_CODE_ALREADY_USED',
        message: 'This code was just used. Wait for the next code (in 20 s)',
        details: { retryAfterSeconds: 20 },
      })
      // Not a guess: no failure counted towards the lock.
      const factor = await t.database.db
        .selectFrom('user_totp')
        .select('failed_attempts')
        .where('user_id', '=', member.id)
        .executeTakeFirstOrThrow()
      expect(factor.failed_attempts).toBe(0)
      // A wrong code is still "Verification failed".
      expect((await order(code === '000000' ? '111111' : '000000')).json().error.code).toBe(
        'TOTP_CODE_INVALID',
      )

      clock.advance(5_000)
      expect((await order(code)).json().error.details).toEqual({ retryAfterSeconds: 15 })
      clock.advance(15_000)
      const next = await order(await codeNow())
      expect(next.statusCode, next.body).toBe(201)
    })
  })
}
