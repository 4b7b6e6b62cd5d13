import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { badForms } from '../../fuzz/multipart-bodies.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { adForm, adminWith, caller, publicationForm, referenceForm } from './site-admin-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`bad uploads to the web-site admin on ${backend.name}`, () => {
    let t: AccountsTestApp
    let cookie: string
    const uploads: string[] = []

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      cookie = (await adminWith(t, 'web_site')).cookie
      const admin = caller(t, cookie)
      const publication = (await admin.post('/api/admin/site/publications', publicationForm())).json().data.id
      const ad = (await admin.post('/api/admin/site/ads', adForm())).json().data.id
      const reference = (await admin.post('/api/admin/site/references', referenceForm())).json().data.id
      uploads.push(
        `/api/admin/site/publications/${publication}/file`,
        `/api/admin/site/publications/${publication}/cover`,
        `/api/admin/site/ads/${ad}/image`,
        `/api/admin/site/references/${reference}/logo`,
      )
    })
    afterAll(() => t.close())

    it('answers every malformed form with a 4xx in the api shape, and stores nothing', async () => {
      const filesBefore = await t.database.db.selectFrom('public_files').select('key').execute()
      const failures: string[] = []
      for (const url of uploads)
        for (const [what, body] of badForms({ title: 'x' }, 'file')) {
          const response = await t.app.inject({
            method: 'PUT',
            url,
            headers: { cookie, 'content-type': body.contentType },
            payload: body.payload,
          })
          const error = response.json().error
          if (response.statusCode < 400 || response.statusCode >= 500 || typeof error?.code !== 'string')
            failures.push(`${url} [${what}]: ${response.statusCode} ${response.body.slice(0, 100)}`)
        }
      expect(failures).toEqual([])
      const filesAfter = await t.database.db.selectFrom('public_files').select('key').execute()
      expect(filesAfter).toHaveLength(filesBefore.length)
    })

    it('keeps a very long file name cut, with its extension', async () => {
      const pdf = Buffer.from('%PDF-1.4\n%%EOF\n')
      const response = await caller(t, cookie).upload(uploads[0]!, `${'n'.repeat(10_000)}.pdf`, pdf)
      expect(response.statusCode).toBe(200)
      const name: string = response.json().data.file.name
      expect(name).toHaveLength(150)
      expect(name.endsWith('n.pdf')).toBe(true)
    })
  })
}
