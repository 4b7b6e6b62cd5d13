import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRecoveryCodes } from '../../src/identity/totp/recovery-codes.js'
import { createSecretBox } from '../../src/identity/totp/secret-box.js'
import { resolveTotpEncryptionKey } from '../../src/identity/totp/totp-encryption-key.js'
import { createTotpService } from '../../src/identity/totp/totp-service.js'
import { verifyTotpForOrder } from '../../src/identity/totp/verify-totp-for-order.js'
import {
  awayFromTotpStepEnd,
  CookieJar,
  PASSWORD,
  registerUser,
  startAccountsApp,
  type AccountsTestApp,
} from './accounts-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

const now = () => Math.floor(Date.now() / 1000)
/** The code of the current step, or of a step `offset` periods away. */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: now() + offset * 30 })

for (const backend of journeyDatabases()) {
  describe(`two-factor sign-in on ${backend.name}`, () => {
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend)
    })
    afterAll(() => t.close())

    /** A signed-in user with TOTP set up and activated. */
    async function userWithTotp() {
      const jar = new CookieJar()
      const account = await registerUser(t, jar)
      const setup = await t.send(jar, { method: 'POST', url: '/api/iqs/totp/setup' })
      const { secret } = setup.json().data as { secret: string }
      // Activate with the previous step's code so that the current one stays free for the test.
      await awayFromTotpStepEnd()
      const activation = await t.send(jar, {
        method: 'POST',
        url: '/api/iqs/totp/activate',
        payload: { code: await codeAt(secret, -1) },
      })
      expect(activation.statusCode).toBe(200)
      return { ...account, jar, secret, recoveryCodes: activation.json().data.recoveryCodes as string[] }
    }

    async function passwordStep(email: string) {
      const jar = new CookieJar()
      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD },
      })
      return { jar, response }
    }

    const totpStep = (jar: CookieJar, code: string) =>
      t.send(jar, { method: 'POST', url: '/api/login/totp', payload: { code } })

    it('answers 403 on /activated until activation, then 200 (spec §7)', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      const before = await t.send(jar, { method: 'GET', url: '/api/iqs/totp/activated' })
      expect(before.statusCode).toBe(403)
      expect(before.json().error.code).toBe('TOTP_NOT_ACTIVATED')
      const setup = await t.send(jar, { method: 'POST', url: '/api/iqs/totp/setup' })
      expect(setup.statusCode).toBe(200)
      const data = setup.json().data
      expect(data.secret).toMatch(/^[A-Z2-7]{32}$/)
      expect(data.otpauthUri).toMatch(/^otpauth:\/\/totp\/IQS:.*secret=/)
      expect(data.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/)
      // Not active until confirmed.
      expect((await t.send(jar, { method: 'GET', url: '/api/iqs/totp/activated' })).statusCode).toBe(403)
      const wrong = await t.send(jar, {
        method: 'POST',
        url: '/api/iqs/totp/activate',
        payload: { code: '000000' },
      })
      expect(wrong.json().error).toEqual({
        code: 'TOTP_CODE_INVALID',
        message: 'Verification failed. Please try again.',
      })
      const ok = await t.send(jar, {
        method: 'POST',
        url: '/api/iqs/totp/activate',
        payload: { code: await codeAt(data.secret) },
      })
      expect(ok.statusCode).toBe(200)
      const codes = ok.json().data.recoveryCodes as string[]
      expect(codes).toHaveLength(10)
      expect(new Set(codes).size).toBe(10)
      for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/)
      const after = await t.send(jar, { method: 'GET', url: '/api/iqs/totp/activated' })
      expect(after.statusCode).toBe(200)
      expect(after.json().data).toEqual({ activated: true })
      // A second set-up would silently replace a working factor: refused.
      expect((await t.send(jar, { method: 'POST', url: '/api/iqs/totp/setup' })).json().error.code).toBe(
        'TOTP_ALREADY_ACTIVATED',
      )
    })

    it('refuses activation before set-up', async () => {
      const jar = new CookieJar()
      await registerUser(t, jar)
      const response = await t.send(jar, {
        method: 'POST',
        url: '/api/iqs/totp/activate',
        payload: { code: '123456' },
      })
      expect(response.json().error.code).toBe('TOTP_SETUP_REQUIRED')
    })

    it('keeps the secret encrypted at rest and the recovery codes hashed', async () => {
      const { user, secret, recoveryCodes } = await userWithTotp()
      const row = await t.database.db
        .selectFrom('user_totp')
        .select('secret_encrypted')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
      expect(row.secret_encrypted).not.toContain(secret)
      expect(row.secret_encrypted).toMatch(/^v1\./)
      const hashes = await t.database.db
        .selectFrom('totp_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', user.id)
        .execute()
      expect(hashes).toHaveLength(10)
      for (const { code_hash } of hashes) expect(recoveryCodes).not.toContain(code_hash)
    })

    it('signs in in two steps: the password opens only a half-session', async () => {
      const { email, user, secret } = await userWithTotp()
      const { jar, response } = await passwordStep(email)
      expect(response.statusCode).toBe(200)
      expect(response.json().data).toEqual({ user, totpActivated: true })
      // Half-signed-in: no refresh cookie, and no access to anything signed-in.
      expect(jar.get('iqs_rt', '/api/refresh')).toBeUndefined()
      expect((await t.send(jar, { method: 'GET', url: '/api/me' })).statusCode).toBe(401)
      expect((await t.send(jar, { method: 'POST', url: '/api/refresh' })).statusCode).toBe(401)

      const second = await totpStep(jar, await codeAt(secret))
      expect(second.statusCode).toBe(200)
      expect(second.json().data).toEqual({ user, totpActivated: true })
      expect(jar.get('iqs_rt', '/api/refresh')).toBeDefined()
      const me = await t.send(jar, { method: 'GET', url: '/api/me' })
      expect(me.statusCode).toBe(200)
      expect(me.json().data.totpActivated).toBe(true)
    })

    it('refuses the TOTP step without the password step', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login/totp',
        payload: { code: '123456' },
      })
      expect(response.statusCode).toBe(401)
    })

    it('accepts a code once: the same code is refused on replay', async () => {
      const { email, secret } = await userWithTotp()
      const code = await codeAt(secret)
      const first = await passwordStep(email)
      expect((await totpStep(first.jar, code)).statusCode).toBe(200)
      const second = await passwordStep(email)
      const replay = await totpStep(second.jar, code)
      expect(replay.statusCode).toBe(400)
      expect(replay.json().error.code).toBe('TOTP_CODE_INVALID')
      // ...and an older step's code (still inside the drift window) after a newer one was used.
      expect((await totpStep(second.jar, await codeAt(secret, -1))).statusCode).toBe(400)
    })

    it('allows one step of clock drift either way, not two', async () => {
      const { user, secret } = await userWithTotp()
      // Forget the activation's step, so that older steps are not refused as replays.
      await t.database.db
        .updateTable('user_totp')
        .set({ last_time_step: null })
        .where('user_id', '=', user.id)
        .execute()
      await awayFromTotpStepEnd()
      await expect(t.app.totp.verify(user.id, await codeAt(secret, -3))).rejects.toMatchObject({
        code: 'TOTP_CODE_INVALID',
      })
      await expect(t.app.totp.verify(user.id, await codeAt(secret, 2))).rejects.toMatchObject({
        code: 'TOTP_CODE_INVALID',
      })
      await expect(t.app.totp.verify(user.id, await codeAt(secret, -1))).resolves.toBeUndefined()
      await expect(t.app.totp.verify(user.id, await codeAt(secret, 1))).resolves.toBeUndefined()
    })

    it('takes a recovery code once, in any case and with or without the dash', async () => {
      const { email, recoveryCodes } = await userWithTotp()
      const [first] = recoveryCodes
      const typed = first!.replace('-', ' ').toLowerCase()
      const a = await passwordStep(email)
      expect((await totpStep(a.jar, typed)).statusCode).toBe(200)
      const b = await passwordStep(email)
      expect((await totpStep(b.jar, first!)).statusCode).toBe(400)
      expect((await totpStep(b.jar, recoveryCodes[1]!)).statusCode).toBe(200)
    })

    it('locks the factor after five wrong codes in a row', async () => {
      const { user, secret } = await userWithTotp()
      for (let i = 0; i < 5; i++) {
        await expect(t.app.totp.verify(user.id, '000000')).rejects.toMatchObject({
          code: 'TOTP_CODE_INVALID',
        })
      }
      await expect(t.app.totp.verify(user.id, await codeAt(secret))).rejects.toMatchObject({
        code: 'TOTP_LOCKED',
      })
    })

    it('verifies an order code: only when activated, never a recovery code', async () => {
      const { user, secret, recoveryCodes } = await userWithTotp()
      const code = await codeAt(secret)
      await expect(verifyTotpForOrder(t.app, user.id, 'session-a', code)).resolves.toBeUndefined()
      await expect(t.app.verifyTotpForOrder(user.id, 'session-a', '000000')).rejects.toMatchObject({
        code: 'TOTP_CODE_INVALID',
        status: 400,
      })
      await expect(t.app.verifyTotpForOrder(user.id, 'session-a', recoveryCodes[0]!)).rejects.toMatchObject({
        code: 'TOTP_CODE_INVALID',
      })
      const plain = await registerUser(t, new CookieJar())
      await expect(t.app.verifyTotpForOrder(plain.user.id, 'session-p', '123456')).rejects.toMatchObject({
        code: 'TOTP_NOT_ACTIVATED',
        status: 403,
      })
    })

    it('lets the session that used an order code use it again within its step (issue 9)', async () => {
      const { user, secret } = await userWithTotp()
      const code = await codeAt(secret)
      for (let order = 0; order < 3; order++)
        await expect(t.app.verifyTotpForOrder(user.id, 'session-a', code)).resolves.toBeUndefined()
      // Not from this process's memory only: the stored step and session accept it too.
      const key = resolveTotpEncryptionKey(
        t.app.config.auth.totpEncryptionKey,
        t.app.config.dataDir,
        t.app.log,
      )
      const fresh = createTotpService(
        t.database.db,
        createSecretBox(key),
        createRecoveryCodes(key),
        t.app.clock,
      )
      await expect(fresh.verifyForOrder(user.id, 'session-a', code)).resolves.toBeUndefined()
      const row = await t.database.db
        .selectFrom('user_totp')
        .select(['last_time_step', 'last_session_id'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
      expect(row.last_session_id).toBe('session-a')
    })

    it('refuses an order code to another session, and a sign-in with it', async () => {
      const { user, email, secret } = await userWithTotp()
      const code = await codeAt(secret)
      await t.app.verifyTotpForOrder(user.id, 'session-a', code)
      // The right code, already used: said so (issue 14), not "Verification failed".
      await expect(t.app.verifyTotpForOrder(user.id, 'session-b', code)).rejects.toMatchObject({
        code: 'TOTP_CODE_ALREADY_USED',
        status: 409,
      })
      const signIn = await passwordStep(email)
      expect((await totpStep(signIn.jar, code)).json().error.code).toBe('TOTP_CODE_INVALID')
      // The refusal does not evict the owner: session A still orders with its code.
      await expect(t.app.verifyTotpForOrder(user.id, 'session-a', code)).resolves.toBeUndefined()
    })

    it('refuses an older step once a newer one was taken, even to the same session', async () => {
      const { user, secret } = await userWithTotp()
      const current = await codeAt(secret)
      await t.app.verifyTotpForOrder(user.id, 'session-a', await codeAt(secret, 1))
      await expect(t.app.verifyTotpForOrder(user.id, 'session-a', current)).rejects.toMatchObject({
        code: 'TOTP_CODE_INVALID',
      })
      // The next step's code stays good for the session that took it.
      await expect(
        t.app.verifyTotpForOrder(user.id, 'session-a', await codeAt(secret, 1)),
      ).resolves.toBeUndefined()
    })

    it('keeps the sign-in code single-use, also for orders of another session', async () => {
      const { user, email, secret } = await userWithTotp()
      const code = await codeAt(secret)
      const first = await passwordStep(email)
      expect((await totpStep(first.jar, code)).statusCode).toBe(200)
      const second = await passwordStep(email)
      expect((await totpStep(second.jar, code)).statusCode).toBe(400)
      await expect(t.app.verifyTotpForOrder(user.id, 'session-a', code)).rejects.toMatchObject({
        code: 'TOTP_CODE_ALREADY_USED',
      })
    })

    it('carries "remember me" through the TOTP step', async () => {
      const { email, secret } = await userWithTotp()
      const jar = new CookieJar()
      await t.send(jar, {
        method: 'POST',
        url: '/api/login',
        payload: { email, password: PASSWORD, remember: false },
      })
      const response = await totpStep(jar, await codeAt(secret))
      for (const c of response.cookies as Array<Record<string, unknown>>) expect(c.maxAge).toBeUndefined()
    })
  })
}
