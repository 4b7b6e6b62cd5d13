import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { adminWith, caller, noisyJpeg, PDF, png, publicationForm, xlsx } from './site-admin-test-kit.js'

const BASE = '/api/admin/site/publications'

for (const backend of journeyDatabases()) {
  describe(`the publications admin on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: ReturnType<typeof caller>
    let adminId: number
    const visitor = () => caller(t)

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      const webmaster = await adminWith(t, 'web_site')
      adminId = webmaster.id
      admin = caller(t, webmaster.cookie)
    })
    afterAll(() => t.close())

    async function created(overrides: Record<string, unknown> = {}) {
      const response = await admin.post(BASE, publicationForm(overrides))
      expect(response.statusCode, response.body).toBe(201)
      return response.json().data as { id: number; published: boolean; history: Array<{ action: string }> }
    }
    const publicTitles = async (query = '') =>
      (await visitor().get(`/api/publications?page_size=50${query}`))
        .json()
        .data.items.map((p: { title: string }) => p.title)

    it('creates a draft that the public side does not show until it is published', async () => {
      const draft = await created({ title_en: 'Draft on pricing' })
      expect(draft).toMatchObject({
        title_en: 'Draft on pricing',
        title_fr: 'Tarifer les résultats',
        date: '2026-03-15',
        published: false,
        file: null,
        cover: null,
      })
      expect(draft.history).toMatchObject([{ action: 'create', admin: { user_id: adminId } }])
      expect(await publicTitles()).not.toContain('Draft on pricing')
      expect((await visitor().get(`/api/publications/${draft.id}`)).json().error.code).toBe(
        'PUBLICATION_NOT_FOUND',
      )
      expect(
        (await visitor().get('/api/search?query=Draft%20on%20pricing')).json().data.publications.total,
      ).toBe(0)

      const published = await admin.put(`${BASE}/${draft.id}/published`, { published: true })
      expect(published.statusCode).toBe(200)
      expect(published.json().data.published).toBe(true)
      expect(published.json().data.history[0]).toMatchObject({
        action: 'publish',
        changes: { published: { from: false, to: true } },
      })
      expect(await publicTitles()).toContain('Draft on pricing')
      expect((await visitor().get(`/api/publications/${draft.id}`)).json().data).toMatchObject({
        title: 'Draft on pricing',
        published_at: '2026-03-15T12:00:00.000Z',
        cover_url: null,
      })
      expect(
        (await visitor().get('/api/search?query=Draft%20on%20pricing')).json().data.publications.total,
      ).toBe(1)

      // Publishing again changes nothing and records nothing; unpublishing takes it off.
      await admin.put(`${BASE}/${draft.id}/published`, { published: true })
      const off = await admin.put(`${BASE}/${draft.id}/published`, { published: false })
      expect(off.json().data.history.map((h: { action: string }) => h.action)).toEqual([
        'unpublish',
        'publish',
        'create',
      ])
      expect(await publicTitles()).not.toContain('Draft on pricing')
    })

    it("answers in the reader's language: French where written, English otherwise", async () => {
      const both = await created({
        title_en: 'Both languages',
        title_fr: 'Deux langues',
        content_fr: 'Texte',
      })
      const englishOnly = await created({ title_en: 'English only', title_fr: null, content_fr: '' })
      for (const { id } of [both, englishOnly])
        await admin.put(`${BASE}/${id}/published`, { published: true })

      const fr = (await visitor().get(`/api/publications/${both.id}?lang=fr`)).json().data
      expect(fr).toMatchObject({ title: 'Deux langues', content: 'Texte' })
      const byHeader = await visitor().get(`/api/publications/${both.id}`, {
        'accept-language': 'fr-FR,fr;q=0.9',
      })
      expect(byHeader.json().data.title).toBe('Deux langues')
      const en = (
        await visitor().get(`/api/publications/${both.id}?lang=en`, { 'accept-language': 'fr' })
      ).json().data
      expect(en).toMatchObject({ title: 'Both languages', content: 'How success fees are set.' })
      const fallback = (await visitor().get(`/api/publications/${englishOnly.id}?lang=fr`)).json().data
      expect(fallback).toMatchObject({ title: 'English only', content: 'How success fees are set.' })

      expect(await publicTitles('&lang=fr')).toEqual(expect.arrayContaining(['Deux langues', 'English only']))
      // The search finds the French words and answers in French.
      const search = (await visitor().get('/api/search?query=Deux%20langues&lang=fr')).json().data
      expect(search.publications.items.map((p: { title: string }) => p.title)).toEqual(['Deux langues'])
      expect((await visitor().get('/api/publications?lang=de')).statusCode).toBe(400)
    })

    it('edits a publication, recording what changed, and nothing for the same form again', async () => {
      const { id } = await created()
      const edited = await admin.put(
        `${BASE}/${id}`,
        publicationForm({ title_en: 'Pricing outcomes, revised', date: '2026-04-01' }),
      )
      expect(edited.statusCode).toBe(200)
      expect(edited.json().data).toMatchObject({ title_en: 'Pricing outcomes, revised', date: '2026-04-01' })
      expect(edited.json().data.history[0]).toMatchObject({
        action: 'update',
        changes: {
          title_en: { from: 'Pricing outcomes', to: 'Pricing outcomes, revised' },
          date: { from: '2026-03-15', to: '2026-04-01' },
        },
      })
      const again = await admin.put(
        `${BASE}/${id}`,
        publicationForm({ title_en: 'Pricing outcomes, revised', date: '2026-04-01' }),
      )
      expect(again.json().data.history).toHaveLength(2)
    })

    it('refuses bad forms and unknown publications, changing nothing', async () => {
      const before = (await admin.get(BASE)).json().data.total
      for (const bad of [
        publicationForm({ title_en: '  ' }),
        publicationForm({ title_en: 'x'.repeat(201) }),
        publicationForm({ date: '2026-02-30' }),
        publicationForm({ date: 'soon' }),
        publicationForm({ extra: 1 }),
        publicationForm({ title_fr: 'a\u0000b' }),
      ]) {
        const response = await admin.post(BASE, bad)
        expect(response.statusCode, JSON.stringify(bad)).toBe(400)
        expect(response.json().error.code).toBe('VALIDATION_FAILED')
      }
      expect((await admin.get(BASE)).json().data.total).toBe(before)
      expect((await admin.put(`${BASE}/999999`, publicationForm())).json().error.code).toBe(
        'PUBLICATION_NOT_FOUND',
      )
      expect((await admin.put(`${BASE}/999999/published`, { published: true })).statusCode).toBe(404)
      expect((await admin.delete(`${BASE}/999999`)).statusCode).toBe(404)
      expect((await admin.get(`${BASE}/abc`)).statusCode).toBe(400)
      expect((await admin.put(`${BASE}/1/published`, { published: 'yes' })).statusCode).toBe(400)
    })

    it('lists drafts and published ones, filtered by state and words', async () => {
      const draft = await created({ title_en: 'Listing draft' })
      const live = await created({ title_en: 'Listing live' })
      await admin.put(`${BASE}/${live.id}/published`, { published: true })
      const titles = async (query: string) =>
        (await admin.get(`${BASE}?${query}`)).json().data.items.map((p: { id: number }) => p.id)
      expect(await titles('query=Listing')).toEqual(expect.arrayContaining([draft.id, live.id]))
      expect(await titles('query=Listing&state=draft')).toEqual([draft.id])
      expect(await titles('query=Listing&state=published')).toEqual([live.id])
      expect((await admin.get(`${BASE}?state=gone`)).statusCode).toBe(400)
    })

    it('takes a downloadable file of an accepted type, served once published', async () => {
      const { id } = await created({ title_en: 'With a file' })
      const uploaded = await admin.upload(`${BASE}/${id}/file`, 'fees.pdf', PDF)
      expect(uploaded.statusCode, uploaded.body).toBe(200)
      const file = uploaded.json().data.file
      expect(file).toMatchObject({ name: 'fees.pdf', content_type: 'application/pdf', size: PDF.length })
      expect(file.url).toMatch(/^\/api\/storage\/site\/publications\/files\/[0-9a-f-]+\.pdf$/)
      expect(uploaded.json().data.history[0]).toMatchObject({
        action: 'set_file',
        changes: { file: { from: null, to: 'fees.pdf' } },
      })
      // A draft's file is not downloadable from the public publication.
      expect((await visitor().get(`/api/publications/${id}/file`)).statusCode).toBe(404)
      await admin.put(`${BASE}/${id}/published`, { published: true })
      const download = await visitor().get(`/api/publications/${id}/file`)
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.rawPayload.equals(PDF)).toBe(true)

      // Replaced by a workbook: the old file is gone from the store.
      const workbook = await admin.upload(`${BASE}/${id}/file`, 'figures.xlsx', await xlsx())
      expect(workbook.statusCode, workbook.body).toBe(200)
      expect(workbook.json().data.file.content_type).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
      expect((await visitor().get(file.url)).statusCode).toBe(404)
      const text = await admin.upload(`${BASE}/${id}/file`, 'notes', Buffer.from('Plain notes, é'))
      expect(text.json().data.file).toMatchObject({
        name: 'notes.txt',
        content_type: 'text/plain; charset=utf-8',
      })

      const removed = await admin.delete(`${BASE}/${id}/file`)
      expect(removed.json().data.file).toBeNull()
      expect(removed.json().data.history[0]).toMatchObject({ action: 'remove_file' })
      expect((await visitor().get(`/api/publications/${id}/file`)).json().error.code).toBe('FILE_NOT_FOUND')
    })

    it('refuses files of other types, disguised ones and too large ones, with the limits in details', async () => {
      const { id } = await created({ title_en: 'Refused files' })
      const refusals = [
        ['photo.png', await png(10, 10)],
        ['photo.pdf', await png(10, 10)],
        ['fees.docx', PDF],
        ['binary.bin', Buffer.from([0, 1, 2, 3, 0, 255])],
        ['archive.zip', Buffer.from('PK\u0003\u0004garbage')],
      ] as const
      for (const [name, content] of refusals) {
        const response = await admin.upload(`${BASE}/${id}/file`, name, content)
        expect(response.statusCode, name).toBe(415)
        expect(response.json().error).toMatchObject({
          code: 'SITE_FILE_TYPE',
          details: { accepted: 'pdf, doc, docx, pptx, xlsx, txt' },
        })
      }
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)])
      const tooLarge = await admin.upload(`${BASE}/${id}/file`, 'big.pdf', big)
      expect(tooLarge.statusCode).toBe(413)
      expect(tooLarge.json().error).toMatchObject({ code: 'SITE_FILE_TOO_LARGE', details: { max: '10 MB' } })
      const other = await admin.upload(`${BASE}/${id}/file`, 'fees.pdf', PDF, 'attachment')
      expect(other.statusCode).toBe(400)
      const json = await admin.put(`${BASE}/${id}/file`, { file: 'fees.pdf' })
      expect(json.statusCode).toBe(415)
      expect((await admin.upload(`${BASE}/999999/file`, 'fees.pdf', PDF)).statusCode).toBe(404)
      const detail = (await admin.get(`${BASE}/${id}`)).json().data
      expect(detail.file).toBeNull()
      expect(detail.history).toHaveLength(1)
    })

    it('takes a cover image, resized on the server, and refuses other files', async () => {
      const { id } = await created({ title_en: 'With a cover' })
      const cover = await admin.upload(`${BASE}/${id}/cover`, 'cover.png', await png(3200, 1000))
      expect(cover.statusCode, cover.body).toBe(200)
      const stored = cover.json().data.cover
      expect(stored).toMatchObject({ name: 'cover.png', content_type: 'image/png' })
      const image = await visitor().get(stored.url)
      expect(image.statusCode).toBe(200)
      const { default: sharp } = await import('sharp')
      const metadata = await sharp(image.rawPayload).metadata()
      expect([metadata.width, metadata.height]).toEqual([1600, 500])
      await admin.put(`${BASE}/${id}/published`, { published: true })
      expect((await visitor().get(`/api/publications/${id}`)).json().data.cover_url).toBe(stored.url)

      const pdf = await admin.upload(`${BASE}/${id}/cover`, 'cover.pdf', PDF)
      expect(pdf.json().error).toMatchObject({
        code: 'SITE_FILE_TYPE',
        details: { accepted: 'jpg, jpeg, png, webp' },
      })
      const huge = await noisyJpeg(2400, 2400)
      expect(huge.length).toBeGreaterThan(5 * 1024 * 1024)
      const tooLarge = await admin.upload(`${BASE}/${id}/cover`, 'huge.jpg', huge)
      expect(tooLarge.json().error).toMatchObject({ code: 'SITE_FILE_TOO_LARGE', details: { max: '5 MB' } })

      const removed = await admin.delete(`${BASE}/${id}/cover`)
      expect(removed.json().data.cover).toBeNull()
      expect((await visitor().get(stored.url)).statusCode).toBe(404)
    })

    it('deletes a publication with its files, keeping the journal line', async () => {
      const { id } = await created({ title_en: 'To delete' })
      const file = (await admin.upload(`${BASE}/${id}/file`, 'gone.pdf', PDF)).json().data.file
      const deleted = await admin.delete(`${BASE}/${id}`)
      expect(deleted.statusCode).toBe(204)
      expect((await admin.get(`${BASE}/${id}`)).json().error.code).toBe('PUBLICATION_NOT_FOUND')
      expect((await visitor().get(file.url)).statusCode).toBe(404)
      const journal = await t.database.db
        .selectFrom('admin_actions')
        .selectAll()
        .where('record_type', '=', 'publication')
        .where('record_id', '=', String(id))
        .orderBy('id')
        .execute()
      expect(journal.map((row) => row.action)).toEqual(['create', 'set_file', 'delete'])
      expect(journal.at(-1)).toMatchObject({ admin_user_id: adminId, permission: 'web_site' })
      expect(journal.at(-1)?.changes).toMatchObject({ title_en: 'To delete' })
    })
  })
}
