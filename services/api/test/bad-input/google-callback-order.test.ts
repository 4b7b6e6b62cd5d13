import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 12: the Google callback answered 503 OAUTH_NOT_CONFIGURED before it looked at its body. A
 * body without a code is the client's mistake whatever the settings: 400 first, 503 only for a
 * well-formed request to an unconfigured provider.
 */
for (const backend of journeyDatabases()) {
  describe(`the Google callback validates before it checks its settings on ${backend.name}`, () => {
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend)
    })
    afterAll(() => t.close())

    const callback = (payload: object | string, contentType = 'application/json') =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/google/callback',
        headers: { 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      })

    it('answers a body without a code with 400, though Google is not configured', async () => {
      for (const [body, type] of [
        [{}, 'application/json'],
        [{ code: '' }, 'application/json'],
        [{ code: 'a\u0000b' }, 'application/json'],
        ['role=Client', 'application/x-www-form-urlencoded'],
      ] as const) {
        const response = await callback(body, type)
        expect(response.statusCode, response.body).toBe(400)
        expect(response.json().error.code).toBe('VALIDATION_FAILED')
      }
    })

    it('answers a well-formed request with 503 OAUTH_NOT_CONFIGURED', async () => {
      const response = await callback({ code: 'an-authorisation-code' })
      expect(response.statusCode).toBe(503)
      expect(response.json().error.code).toBe('OAUTH_NOT_CONFIGURED')
    })
  })
}
