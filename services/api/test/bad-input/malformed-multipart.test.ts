import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp, type CookieJar } from '../accounts/accounts-test-kit.js'
import { multipart, newMember, signInAdmin } from '../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/** A good form, then ways to break it that busboy throws on ("Boundary not found", "Unexpected end..."). */
function brokenForms() {
  // Text fields only: the Google callback takes no file, and would refuse one first (413).
  const good = multipart({ is_company: 'false', title: 'T', body: 'B', code: 'c' })
  const type = good.headers['content-type']
  return [
    ['no boundary', 'multipart/form-data', good.payload],
    ['another boundary', 'multipart/form-data; boundary=elsewhere', good.payload],
    ['truncated', type, good.payload.subarray(0, good.payload.length - 30)],
    ['garbage', type, Buffer.from('this is not a form\r\n')],
    [
      'part headers never end',
      type,
      Buffer.from(`--${type.split('boundary=')[1]}\r\ncontent-disposition: form-data`),
    ],
    ['boundary over 256 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`, good.payload],
  ] as const
}

/**
 * Issue 12: a malformed multipart body answered 500 for any signed-in user. busboy's failures are
 * the client's: 400 MULTIPART_INVALID in the api's error shape, on every multipart route.
 */
for (const backend of journeyDatabases()) {
  describe(`malformed multipart forms on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: { jar: CookieJar }
    let member: { jar: CookieJar }

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
      member = await newMember(t)
    })
    afterAll(() => t.close())

    const routes = () =>
      [
        ['KYC', member.jar, '/api/share-owners/me/kyc'],
        ['news upload', admin.jar, '/api/admin/iqs/news'],
        ['Google callback', member.jar, '/api/auth/google/callback'],
      ] as const

    for (const [what] of brokenForms())
      it(`answers a form with ${what} with 400 MULTIPART_INVALID`, async () => {
        const [, contentType, payload] = brokenForms().find(([name]) => name === what)!
        for (const [route, jar, url] of routes()) {
          const response = await t.send(jar, {
            method: 'POST',
            url,
            headers: { 'content-type': contentType },
            payload,
          })
          expect(response.statusCode, `${route}: ${response.body}`).toBe(400)
          expect(response.json(), route).toEqual({
            error: {
              code: 'MULTIPART_INVALID',
              message: 'The form could not be read: malformed multipart/form-data',
            },
          })
        }
      })
  })
}
