import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp, type CookieJar } from '../accounts/accounts-test-kit.js'
import { approvedTrader, multipart, SAMPLE, signInAdmin, newMember } from '../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../helpers/journey-databases.js'

/**
 * Issue 12: a NUL (U+0000) reached PostgreSQL ("invalid byte sequence for encoding UTF8: 0x00") and
 * answered 500. Every string of a request is now refused at the schema: 400 VALIDATION_FAILED, and
 * no query runs.
 */
for (const backend of journeyDatabases()) {
  describe(`NUL and control characters in requests on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: { jar: CookieJar; id: number }
    let trader: Awaited<ReturnType<typeof approvedTrader>>

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = await signInAdmin(t)
      trader = await approvedTrader(t, admin)
    })
    afterAll(() => t.close())

    const expectRefused = (response: { statusCode: number; json(): { error: { code: string } } }) => {
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('VALIDATION_FAILED')
    }

    it('refuses a NUL in the search, projects, publications and white list queries', async () => {
      for (const url of [
        '/api/search?query=%00',
        '/api/search?query=a%00b',
        '/api/projects?query=%00',
        '/api/projects?city=%00',
        '/api/projects?title=x%00',
        '/api/projects?contact=%00',
        '/api/publications?query=%00',
      ])
        expectRefused(await t.app.inject({ method: 'GET', url }))
      expectRefused(await t.send(admin.jar, { method: 'GET', url: '/api/admin/iqs/white-list?query=%00' }))
    })

    it('refuses a NUL in the login e-mail and in every contact field', async () => {
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: 'a\u0000@example.com', password: 'long enough password' },
        }),
      )
      const contact = {
        name: 'Ann',
        email: 'ann@example.com',
        company: 'ACME',
        subject: 'Hi',
        message: 'Hello, some text',
      }
      for (const field of ['name', 'company', 'subject', 'message'])
        expectRefused(
          await t.app.inject({
            method: 'POST',
            url: '/api/contact',
            payload: { ...contact, [field]: `${contact[field as keyof typeof contact]}\u0000` },
          }),
        )
      // Multi-line text keeps its line breaks and tabs.
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...contact, message: 'Hello,\r\n\tregards' },
      })
      expect(ok.statusCode).toBe(201)
    })

    it("refuses a NUL in add-shareholder's e-mail and in an order id path parameter", async () => {
      expectRefused(
        await t.send(admin.jar, {
          method: 'POST',
          url: '/api/admin/iqs/holdings/shareholders',
          payload: { email: `x\u0000${trader.email}`, quantity: '1' },
        }),
      )
      expectRefused(await t.send(trader.jar, { method: 'DELETE', url: '/api/iqs/order/a%00b' }))
      expectRefused(await t.send(trader.jar, { method: 'POST', url: '/api/iqs/p2p/%00/accept' }))
    })

    it('refuses a NUL or a control character in a news title and file name (multipart)', async () => {
      const file = { name: 'file', filename: 'note.pdf', content: SAMPLE.pdf }
      for (const [fields, files] of [
        [{ title: 'Results\u0000', body: 'Text' }, []],
        [{ title: 'Results', body: 'Text\u0000' }, []],
        [{ title: 'Results', body: 'Text' }, [{ ...file, filename: 'note\u0000.pdf' }]],
        [{ title: 'Results', body: 'Text' }, [{ ...file, filename: 'note\u0007.pdf' }]],
      ] as const) {
        const response = await t.send(admin.jar, {
          method: 'POST',
          url: '/api/admin/iqs/news',
          ...multipart(fields, [...files]),
        })
        expectRefused(response)
      }
      const body = multipart({ title: 'Results', body: 'Line 1\nLine 2' }, [file])
      expect(
        (await t.send(admin.jar, { method: 'POST', url: '/api/admin/iqs/news', ...body })).statusCode,
      ).toBe(201)
    })

    it('refuses a NUL in a KYC text field or document name (multipart)', async () => {
      const member = await newMember(t)
      const fields = { is_company: 'false', pep_confirmed: 'true' }
      for (const [form, files] of [
        [{ ...fields, address: '1 rue\u0000' }, []],
        [fields, [{ name: 'bank', filename: 'rib\u0000.pdf', content: SAMPLE.pdf }]],
      ] as const) {
        const response = await t.send(member.jar, {
          method: 'POST',
          url: '/api/share-owners/me/kyc',
          ...multipart(form, [...files]),
        })
        expectRefused(response)
      }
    })
  })
}
