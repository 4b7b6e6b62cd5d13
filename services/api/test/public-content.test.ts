import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ADS } from '../src/demo/public-content/demo-ads.js'
import { DEMO_PROJECTS } from '../src/demo/public-content/demo-projects.js'
import { DEMO_PUBLICATIONS } from '../src/demo/public-content/demo-publications.js'
import { DEMO_REFERENCES } from '../src/demo/public-content/demo-references.js'
import { seedPublicContent } from '../src/demo/seed-public-content.js'
import { startTestApp, type TestApp } from './helpers/test-app.js'
import { journeyDatabases } from './helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`public content on ${backend.name}`, () => {
    let t: TestApp
    const get = (url: string) => t.app.inject({ method: 'GET', url })
    const post = (url: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url, payload: payload as object })

    beforeAll(async () => {
      t = await startTestApp(backend)
      await seedPublicContent(t.app.db)
    })
    afterAll(() => t.close())

    it('seeds the demo content once', async () => {
      expect(await seedPublicContent(t.app.db)).toBe(0)
    })

    it('gives demo ads seeded before the French their French, and leaves an admin’s alone', async () => {
      const [first, second] = DEMO_ADS
      await t.app.db.updateTable('ads').set({ title_fr: null, description_fr: null }).execute()
      await t.app.db
        .updateTable('ads')
        .set({ title_fr: 'Mon titre' })
        .where('image_link', '=', second.key)
        .execute()
      await seedPublicContent(t.app.db)
      const rows = await t.app.db.selectFrom('ads').select(['image_link', 'title_fr']).execute()
      expect(rows.find((row) => row.image_link === first.key)?.title_fr).toBe(first.titleFr)
      expect(rows.find((row) => row.image_link === second.key)?.title_fr).toBe('Mon titre')
      await t.app.db
        .updateTable('ads')
        .set({ title_fr: second.titleFr, description_fr: second.descriptionFr })
        .where('image_link', '=', second.key)
        .execute()
    })

    describe('ads', () => {
      it('lists the ads with the spec field names, in order', async () => {
        const response = await get('/api/adds')
        expect(response.statusCode).toBe(200)
        const ads = response.json().data
        expect(ads).toHaveLength(DEMO_ADS.length)
        expect(Object.keys(ads[0]).sort()).toEqual(['add_link', 'description', 'id', 'image_link', 'title'])
        expect(ads[0].title).toBe(DEMO_ADS[0].title)
      })

      it("gives the ads in the reader's language (issue 18)", async () => {
        const french = (await get('/api/adds?lang=fr')).json().data
        expect(french.map((ad: { title: string }) => ad.title)).toEqual(DEMO_ADS.map((ad) => ad.titleFr))
        expect(french[0].description).toBe(DEMO_ADS[0].descriptionFr)
      })

      it("serves an ad's image from the storage path", async () => {
        const [ad] = (await get('/api/adds')).json().data
        const image = await get(`/api/storage/${ad.image_link}`)
        expect(image.statusCode).toBe(200)
        expect(image.headers['content-type']).toBe('image/svg+xml')
        expect(image.body).toMatch(/^<svg/)
      })
    })

    describe('storage', () => {
      it('answers 404 for a missing file and 400 for a key that tries to climb out', async () => {
        expect((await get('/api/storage/ads/none.svg')).json().error.code).toBe('FILE_NOT_FOUND')
        const climbing = await get('/api/storage/ads/..%2F..%2Fetc%2Fpasswd')
        expect(climbing.statusCode).toBe(400)
        expect(climbing.json().error.code).toBe('VALIDATION_FAILED')
      })

      it('asks for a download with ?download=1', async () => {
        const response = await get('/api/storage/publications/success-fees-that-work.pdf?download=1')
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-disposition']).toMatch(/^attachment/)
      })
    })

    describe('projects', () => {
      it('pages the board, newest first', async () => {
        const response = await get('/api/projects?page=2&page_size=5')
        expect(response.statusCode).toBe(200)
        const page = response.json().data
        expect(page).toMatchObject({ total: DEMO_PROJECTS.length, page: 2, page_size: 5, page_count: 4 })
        expect(page.items).toHaveLength(5)
        expect(page.items[0].title).toBe(DEMO_PROJECTS[5]?.title)
      })

      it('searches words and combines filters', async () => {
        const search = (await get('/api/projects?query=cloud')).json().data
        expect(search.items.map((p: { title: string }) => p.title)).toContain(
          'Cloud cost optimisation (FinOps)',
        )
        const filtered = (await get('/api/projects?sector=banking&city=paris&experience=Lead')).json().data
        expect(filtered.items.map((p: { title: string }) => p.title)).toEqual(['Core banking migration lead'])
        const byContact = (await get('/api/projects?contact=daniel&domain=finance-risk')).json().data
        expect(byContact.total).toBe(1)
        const byTitle = (await get('/api/projects?title=interim')).json().data
        expect(byTitle.items[0].title).toBe('Interim CFO for a logistics company')
      })

      it('takes % and _ in a search literally', async () => {
        const response = await get('/api/projects?query=%25')
        expect(response.json().data.total).toBe(0)
      })

      it('finds nothing rather than failing when no project matches', async () => {
        const response = await get('/api/projects?query=submarine')
        expect(response.statusCode).toBe(200)
        expect(response.json().data).toMatchObject({ items: [], total: 0, page_count: 0 })
      })

      it('rejects bad filters with a 400 that names them', async () => {
        for (const url of [
          '/api/projects?sector=mining',
          '/api/projects?experience=Expert',
          '/api/projects?page=0',
          '/api/projects?page=abc',
          '/api/projects?page_size=500',
          `/api/projects?query=${'x'.repeat(201)}`,
        ]) {
          const response = await get(url)
          expect(response.statusCode, url).toBe(400)
          expect(response.json().error.code).toBe('VALIDATION_FAILED')
          expect(response.json().error.message).toMatch(/^querystring\./)
        }
      })

      it('offers only the filter values that exist', async () => {
        const filters = (await get('/api/projects/filters')).json().data
        expect(filters.cities).toEqual(['Brussels', 'London', 'Lyon', 'New York', 'Paris'])
        expect(filters.experiences).toEqual(['Junior', 'Middle', 'Senior', 'Lead'])
        expect(filters.sectors).toContain('banking')
        expect(filters.contacts).toContain('Sophie Laurent')
      })

      it('answers one project, 404 for a missing one and 400 for a bad id', async () => {
        const first = (await get('/api/projects?page_size=1')).json().data.items[0]
        const one = await get(`/api/projects/${first.id}`)
        expect(one.json().data).toEqual(first)
        const missing = await get('/api/projects/999999')
        expect(missing.statusCode).toBe(404)
        expect(missing.json().error).toEqual({ code: 'PROJECT_NOT_FOUND', message: 'No project 999999' })
        expect((await get('/api/projects/abc')).statusCode).toBe(400)
        expect((await get('/api/projects/-3')).statusCode).toBe(400)
      })

      it('keeps missing fields as null for the web to fill with placeholders', async () => {
        const all = (await get('/api/projects?page_size=50')).json().data.items
        const bare = all.find((p: { title: string | null }) => p.title === null)
        expect(bare).toMatchObject({ contact: null, city: null, experience: null, description: null })
      })
    })

    describe('publications', () => {
      it('lists publications newest first, undated last, with their files', async () => {
        const page = (await get('/api/publications?page_size=50')).json().data
        expect(page.total).toBe(DEMO_PUBLICATIONS.length)
        expect(page.items[0].title).toBe(DEMO_PUBLICATIONS[0]?.title)
        expect(page.items.at(-1)).toMatchObject({ title: null, published_at: null, file: null })
        expect(page.items[0].file).toMatchObject({
          content_type: 'application/pdf',
          url: `/api/publications/${page.items[0].id}/file`,
        })
        expect(page.items[0].file.size).toBeGreaterThan(300)
      })

      it("answers in the reader's language, English where no French was written (issue 18)", async () => {
        const french = (await get('/api/publications?page_size=50&lang=fr')).json().data.items
        expect(french[0]).toMatchObject({
          title: DEMO_PUBLICATIONS[0]?.titleFr,
          content: DEMO_PUBLICATIONS[0]?.contentFr,
        })
        expect(french.at(-1)).toMatchObject({ title: null, content: null })
      })

      it('searches publications', async () => {
        const page = (await get('/api/publications?query=NIS2')).json().data
        expect(page.items).toHaveLength(1)
      })

      it('answers one publication and downloads its file', async () => {
        const first = (await get('/api/publications?page_size=1')).json().data.items[0]
        expect((await get(`/api/publications/${first.id}`)).json().data).toEqual(first)
        const file = await get(first.file.url)
        expect(file.statusCode).toBe(200)
        expect(file.headers['content-type']).toBe('application/pdf')
        expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/)
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
        expect(file.rawPayload.length).toBe(first.file.size)
      })

      it('answers 404 for a missing publication or file, 400 for a bad id', async () => {
        expect((await get('/api/publications/424242')).json().error.code).toBe('PUBLICATION_NOT_FOUND')
        const bare = (await get('/api/publications?page_size=50')).json().data.items.at(-1)
        expect((await get(`/api/publications/${bare.id}/file`)).json().error.code).toBe('FILE_NOT_FOUND')
        expect((await get('/api/publications/1.5')).statusCode).toBe(400)
        expect((await get('/api/publications?page_size=0')).statusCode).toBe(400)
      })
    })

    describe('references (issue 18)', () => {
      it('lists the demo client references in order, with their logos, in both languages', async () => {
        const english = (await get('/api/references')).json().data
        expect(english.map((r: { client_name: string }) => r.client_name)).toEqual(
          DEMO_REFERENCES.map((r) => r.clientName),
        )
        expect(english[0]).toMatchObject({ sector: 'banking', quote: DEMO_REFERENCES[0]?.quoteEn })
        const logo = await get(english[0].logo_url)
        expect(logo.statusCode).toBe(200)
        expect(logo.headers['content-type']).toBe('image/svg+xml')
        const french = (await get('/api/references?lang=fr')).json().data
        expect(french[0].summary).toBe(DEMO_REFERENCES[0]?.summaryFr)
      })
    })

    describe('search', () => {
      it('finds projects and publications at once (leaders: test/network/leaders)', async () => {
        const result = (await get('/api/search?query=insur')).json().data
        expect(result.query).toBe('insur')
        expect(result.projects.total).toBeGreaterThan(0)
        expect(result.publications.total).toBeGreaterThan(0)
        expect(result.projects.items.length).toBeLessThanOrEqual(5)
      })

      it('finds nothing for an empty query, and refuses an overlong one', async () => {
        const empty = (await get('/api/search?query=%20')).json().data
        expect(empty).toEqual({
          query: '',
          projects: { items: [], total: 0 },
          publications: { items: [], total: 0 },
          leaders: { items: [], total: 0 },
        })
        expect((await get(`/api/search?query=${'a'.repeat(201)}`)).statusCode).toBe(400)
      })
    })

    describe('newsletter', () => {
      it('subscribes an address once, whatever its case', async () => {
        const first = await post('/api/newsletter', { email: '  Reader@Example.com ', language: 'fr' })
        expect(first.statusCode).toBe(201)
        expect(first.json().data).toEqual({ email: 'reader@example.com', already_subscribed: false })
        const again = await post('/api/newsletter', { email: 'reader@example.COM' })
        expect(again.statusCode).toBe(200)
        expect(again.json().data.already_subscribed).toBe(true)
        const rows = await t.app.db.selectFrom('newsletter_subscriptions').selectAll().execute()
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({ email: 'reader@example.com', language: 'fr' })
      })

      it('refuses a bad address or language and stores nothing', async () => {
        for (const payload of [
          { email: 'not-an-address' },
          {},
          { email: 'a@b.co', language: 'de' },
          { email: `${'a'.repeat(250)}@b.co` },
        ]) {
          const response = await post('/api/newsletter', payload)
          expect(response.statusCode, JSON.stringify(payload)).toBe(400)
          expect(response.json().error.message).toMatch(/^body\./)
        }
        expect(await t.app.db.selectFrom('newsletter_subscriptions').selectAll().execute()).toHaveLength(1)
      })
    })

    describe('contact', () => {
      const valid = {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        subject: 'A data project',
        message: 'We would like to discuss a data governance mission.',
        language: 'en',
      }

      it('stores a message and acknowledges it', async () => {
        const response = await post('/api/contact', valid)
        expect(response.statusCode).toBe(201)
        const { id, received_at } = response.json().data
        expect(Number.isInteger(id)).toBe(true)
        expect(new Date(received_at).getTime()).not.toBeNaN()
        const row = await t.app.db
          .selectFrom('contact_messages')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst()
        expect(row).toMatchObject({
          name: 'Ada Lovelace',
          company: 'Analytical Engines',
          subject: 'A data project',
        })
      })

      it('stores an empty company as none', async () => {
        const response = await post('/api/contact', { ...valid, company: '  ' })
        const row = await t.app.db
          .selectFrom('contact_messages')
          .selectAll()
          .where('id', '=', response.json().data.id)
          .executeTakeFirstOrThrow()
        expect(row.company).toBeNull()
      })

      it('refuses incomplete or oversized messages and stores nothing', async () => {
        const before = (await t.app.db.selectFrom('contact_messages').selectAll().execute()).length
        for (const [payload, field] of [
          [{ ...valid, name: ' ' }, 'body.name'],
          [{ ...valid, email: 'ada' }, 'body.email'],
          [{ ...valid, subject: '' }, 'body.subject'],
          [{ ...valid, message: 'short' }, 'body.message'],
          [{ ...valid, message: 'x'.repeat(5001) }, 'body.message'],
        ] as const) {
          const response = await post('/api/contact', payload)
          expect(response.statusCode).toBe(400)
          expect(response.json().error.message).toContain(field)
        }
        expect((await t.app.db.selectFrom('contact_messages').selectAll().execute()).length).toBe(before)
      })
    })
  })
}
