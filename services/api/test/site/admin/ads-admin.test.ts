import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { adForm, adminWith, caller, PDF, png } from './site-admin-test-kit.js'

const BASE = '/api/admin/site/ads'

for (const backend of journeyDatabases()) {
  describe(`the ad space admin on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-06-10T09:00:00Z'))
    let t: AccountsTestApp
    let admin: ReturnType<typeof caller>
    const visitor = () => caller(t)
    const publicAds = async (query = '') =>
      (await visitor().get(`/api/adds${query}`)).json().data as Array<{
        id: number
        title: string
        description: string
      }>

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      admin = caller(t, (await adminWith(t, 'web_site')).cookie)
    })
    afterAll(() => t.close())

    /** An ad with an image: on the public side column. */
    async function liveAd(overrides: Record<string, unknown> = {}) {
      const response = await admin.post(BASE, adForm(overrides))
      expect(response.statusCode, response.body).toBe(201)
      const { id } = response.json().data
      const image = await admin.upload(`${BASE}/${id}/image`, 'banner.png', await png(1200, 600))
      expect(image.statusCode, image.body).toBe(200)
      return image.json().data as { id: number; image: { url: string }; showing: boolean; position: number }
    }

    it('shows an ad once it has an image, in the reader’s language, and keeps the public shape', async () => {
      const created = await admin.post(BASE, adForm({ title_en: 'No image yet' }))
      expect(created.json().data).toMatchObject({ image: null, showing: false, active: true })
      expect((await publicAds()).map((ad) => ad.title)).not.toContain('No image yet')

      const image = await admin.upload(
        `${BASE}/${created.json().data.id}/image`,
        'banner.png',
        await png(1200, 600),
      )
      expect(image.json().data).toMatchObject({ showing: true, image: { content_type: 'image/png' } })
      expect(image.json().data.history.map((h: { action: string }) => h.action)).toEqual([
        'set_image',
        'create',
      ])
      const { default: sharp } = await import('sharp')
      const stored = await visitor().get(image.json().data.image.url)
      expect((await sharp(stored.rawPayload).metadata()).width).toBe(800)

      const english = (await publicAds()).find((ad) => ad.title === 'No image yet')
      expect(english).toBeDefined()
      expect(Object.keys(english!).sort()).toEqual(['add_link', 'description', 'id', 'image_link', 'title'])
      expect(english!.description).toBe('Grow with the network.')
      const french = (await publicAds('?lang=fr')).find((ad) => ad.id === english!.id)
      expect(french).toMatchObject({ title: 'Rejoignez-nous', description: 'Grandissez avec le réseau.' })
      const byHeader = (await visitor().get('/api/adds', { 'accept-language': 'fr-BE, en;q=0.5' })).json()
        .data
      expect(byHeader.find((ad: { id: number }) => ad.id === english!.id).title).toBe('Rejoignez-nous')
    })

    it('falls back to English where no French was written', async () => {
      const ad = await liveAd({ title_en: 'English ad', title_fr: null, description_fr: '' })
      const french = (await publicAds('?lang=fr')).find((one) => one.id === ad.id)
      expect(french).toMatchObject({ title: 'English ad', description: 'Grow with the network.' })
    })

    it('keeps the ads 10 minutes, and refreshes them at once when an admin changes one', async () => {
      const ad = await liveAd({ title_en: 'Cached title' })
      expect((await publicAds()).map((one) => one.title)).toContain('Cached title')
      // A change outside the admin (an operator's SQL) waits for the cache to expire...
      await t.database.db
        .updateTable('ads')
        .set({ title: 'Changed behind' })
        .where('id', '=', ad.id)
        .execute()
      expect((await publicAds()).map((one) => one.title)).toContain('Cached title')
      clock.advance(10 * 60_000 + 1)
      expect((await publicAds()).map((one) => one.title)).toContain('Changed behind')
      // ... an admin's change shows on the next read, in both languages.
      expect((await publicAds('?lang=fr')).map((one) => one.title)).toContain('Rejoignez-nous')
      const edited = await admin.put(
        `${BASE}/${ad.id}`,
        adForm({ title_en: 'Edited title', title_fr: 'Titre modifié' }),
      )
      expect(edited.statusCode).toBe(200)
      expect((await publicAds()).map((one) => one.title)).toContain('Edited title')
      expect((await publicAds('?lang=fr')).map((one) => one.title)).toContain('Titre modifié')
      expect((await visitor().get('/api/adds')).headers['cache-control']).toBe('no-cache')

      await admin.put(
        `${BASE}/${ad.id}`,
        adForm({ title_en: 'Edited title', title_fr: 'Titre modifié', active: false }),
      )
      expect((await publicAds()).map((one) => one.id)).not.toContain(ad.id)
      expect((await admin.get(`${BASE}/${ad.id}`)).json().data.showing).toBe(false)
      await admin.delete(`${BASE}/${ad.id}`)
      expect((await admin.get(`${BASE}/${ad.id}`)).json().error.code).toBe('AD_NOT_FOUND')
    })

    it('lists every ad in order and places a new one after the others', async () => {
      const first = await liveAd({ title_en: 'Ordered A', position: 0 })
      const last = await liveAd({ title_en: 'Ordered Z' })
      const items = (await admin.get(BASE)).json().data.items as Array<{ id: number; position: number }>
      expect(last.position).toBe(Math.max(...items.map((item) => item.position)))
      expect(items.findIndex((item) => item.id === first.id)).toBeLessThan(
        items.findIndex((item) => item.id === last.id),
      )
      const moved = await admin.put(`${BASE}/${last.id}`, adForm({ title_en: 'Ordered Z', position: 0 }))
      expect(moved.json().data.history[0]).toMatchObject({
        action: 'update',
        changes: { position: { from: last.position, to: 0 } },
      })
    })

    it('refuses a bad link, bad dates, a bad image and unknown ads, changing nothing', async () => {
      const before = (await admin.get(BASE)).json().data.items.length
      for (const bad of [
        adForm({ link: 'javascript:alert(1)' }),
        adForm({ link: 'http://example.com' }),
        adForm({ link: '//evil.example/path' }),
        adForm({ link: 'about-us' }),
        adForm({ link: 'https://user:pw@example.com' }),
        adForm({ link: '/path with space' }),
        adForm({ active_from: '2030-06-12', active_until: '2030-06-11' }),
        adForm({ active_from: '2030-13-01' }),
        adForm({ description_en: '' }),
        adForm({ position: -1 }),
        adForm({ active: 'yes' }),
      ]) {
        const response = await admin.post(BASE, bad)
        expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      }
      for (const good of ['/about-us/clients?x=1#top', 'https://example.com/offer']) {
        const response = await admin.post(BASE, adForm({ title_en: `Link ${good}`, link: good }))
        expect(response.statusCode, good).toBe(201)
      }
      expect((await admin.get(BASE)).json().data.items.length).toBe(before + 2)
      const ad = await liveAd()
      const pdf = await admin.upload(`${BASE}/${ad.id}/image`, 'banner.pdf', PDF)
      expect(pdf.json().error).toMatchObject({ code: 'SITE_FILE_TYPE' })
      const svg = await admin.upload(
        `${BASE}/${ad.id}/image`,
        'banner.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      )
      expect(svg.statusCode).toBe(415)
      expect((await admin.put(`${BASE}/999999`, adForm())).json().error.code).toBe('AD_NOT_FOUND')
      expect((await admin.upload(`${BASE}/999999/image`, 'banner.png', await png(10, 10))).statusCode).toBe(
        404,
      )
    })

    it('shows the demo’s brochure link as the path the browser opens, which the form accepts', async () => {
      const { id } = await t.database.db
        .insertInto('ads')
        .values({
          title: 'Brochure',
          description: 'Four pages',
          image_link: null,
          add_link: 'publications/brochure.pdf',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const detail = (await admin.get(`${BASE}/${id}`)).json().data
      expect(detail.link).toBe('/api/storage/publications/brochure.pdf')
      const saved = await admin.put(
        `${BASE}/${id}`,
        adForm({
          title_en: 'Brochure',
          description_en: 'Four pages',
          title_fr: null,
          description_fr: null,
          link: detail.link,
          position: detail.position,
        }),
      )
      expect(saved.statusCode).toBe(200)
      expect(saved.json().data.history).toHaveLength(0)
    })

    it('runs an ad between its dates only, both days included (last: it moves the clock days on)', async () => {
      const ad = await liveAd({
        title_en: 'Summer ad',
        active_from: '2030-06-11',
        active_until: '2030-06-12',
      })
      expect(ad.showing).toBe(false)
      expect((await publicAds()).map((one) => one.id)).not.toContain(ad.id)
      clock.set(Date.parse('2030-06-11T00:30:00Z'))
      expect((await publicAds()).map((one) => one.id)).toContain(ad.id)
      clock.set(Date.parse('2030-06-12T23:30:00Z'))
      expect((await publicAds()).map((one) => one.id)).toContain(ad.id)
      clock.set(Date.parse('2030-06-13T00:10:00Z'))
      expect((await publicAds()).map((one) => one.id)).not.toContain(ad.id)
      // Days later: a new session (the first one's access token has expired).
      admin = caller(t, (await adminWith(t, 'web_site')).cookie)
      const detail = (await admin.get(`${BASE}/${ad.id}`)).json().data
      expect(detail).toMatchObject({ active_from: '2030-06-11', active_until: '2030-06-12', showing: false })
    })
  })
}
