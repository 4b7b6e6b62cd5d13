import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { adminWith, caller, png, referenceForm } from './site-admin-test-kit.js'

const BASE = '/api/admin/site/references'

for (const backend of journeyDatabases()) {
  describe(`the references admin on ${backend.name}`, () => {
    let t: AccountsTestApp
    let admin: ReturnType<typeof caller>
    const visitor = () => caller(t)
    const publicReferences = async (query = '') =>
      (await visitor().get(`/api/references${query}`)).json().data as Array<Record<string, unknown>>

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      admin = caller(t, (await adminWith(t, 'web_site')).cookie)
    })
    afterAll(() => t.close())

    async function created(overrides: Record<string, unknown> = {}) {
      const response = await admin.post(BASE, referenceForm(overrides))
      expect(response.statusCode, response.body).toBe(201)
      return response.json().data as { id: number; position: number; history: Array<{ action: string }> }
    }

    it('shows the visible references on the clients page, in order and in the reader’s language', async () => {
      const second = await created({ client_name: 'Second client', position: 5 })
      const first = await created({ client_name: 'First client', position: 1, quote_fr: null })
      const hidden = await created({ client_name: 'Hidden client', visible: false })
      expect(first.history).toMatchObject([{ action: 'create' }])

      const english = await publicReferences()
      expect(english.map((r) => r.client_name)).toEqual(['First client', 'Second client'])
      expect(english[0]).toEqual({
        id: first.id,
        client_name: 'First client',
        sector: 'transport',
        logo_url: null,
        quote: 'On time, on budget.',
        summary: 'Timetable planning.',
      })
      const french = await publicReferences('?lang=fr')
      // French where written, English otherwise, field by field.
      expect(french[0]).toMatchObject({
        quote: 'On time, on budget.',
        summary: 'Planification des horaires.',
      })
      expect(french[1]).toMatchObject({ id: second.id, quote: 'Dans les temps, dans le budget.' })
      const byHeader = (await visitor().get('/api/references', { 'accept-language': 'fr' })).json().data
      expect(byHeader[1].quote).toBe('Dans les temps, dans le budget.')

      const shown = await admin.put(
        `${BASE}/${hidden.id}`,
        referenceForm({ client_name: 'Hidden client', visible: true, position: 0 }),
      )
      expect(shown.json().data.history[0]).toMatchObject({
        action: 'update',
        changes: { visible: { from: false, to: true }, position: { from: hidden.position, to: 0 } },
      })
      expect((await publicReferences()).map((r) => r.client_name)).toEqual([
        'Hidden client',
        'First client',
        'Second client',
      ])
      const list = (await admin.get(BASE)).json().data.items
      expect(list.map((r: { client_name: string }) => r.client_name)).toEqual([
        'Hidden client',
        'First client',
        'Second client',
      ])
      for (const { id } of [first, second, hidden])
        expect((await admin.delete(`${BASE}/${id}`)).statusCode).toBe(204)
      expect(await publicReferences()).toEqual([])
    })

    it('takes a logo, resized on the server, and removes it', async () => {
      const { id } = await created({ client_name: 'Logo client' })
      const logo = await admin.upload(`${BASE}/${id}/logo`, 'logo.png', await png(1000, 1000))
      expect(logo.statusCode, logo.body).toBe(200)
      const url = logo.json().data.logo.url
      const { default: sharp } = await import('sharp')
      const image = await visitor().get(url)
      expect((await sharp(image.rawPayload).metadata()).height).toBe(200)
      expect((await publicReferences())[0]).toMatchObject({ client_name: 'Logo client', logo_url: url })
      const removed = await admin.delete(`${BASE}/${id}/logo`)
      expect(removed.json().data.logo).toBeNull()
      expect(removed.json().data.history.map((h: { action: string }) => h.action)).toEqual([
        'remove_logo',
        'set_logo',
        'create',
      ])
      expect((await visitor().get(url)).statusCode).toBe(404)
      const text = await admin.upload(`${BASE}/${id}/logo`, 'logo.txt', Buffer.from('not an image'))
      expect(text.json().error).toMatchObject({
        code: 'SITE_FILE_TYPE',
        details: { accepted: 'jpg, jpeg, png, webp' },
      })
      await admin.delete(`${BASE}/${id}`)
    })

    it('refuses bad forms and unknown references, changing nothing', async () => {
      for (const bad of [
        referenceForm({ client_name: '' }),
        referenceForm({ sector: 'mining' }),
        referenceForm({ quote_en: 'x'.repeat(1001) }),
        referenceForm({ visible: undefined }),
        referenceForm({ position: 1.5 }),
      ]) {
        const response = await admin.post(BASE, bad)
        expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      }
      expect((await admin.get(BASE)).json().data.items).toEqual([])
      expect((await admin.get(`${BASE}/999999`)).json().error.code).toBe('REFERENCE_NOT_FOUND')
      expect((await admin.put(`${BASE}/999999`, referenceForm())).statusCode).toBe(404)
      expect((await admin.delete(`${BASE}/999999/logo`)).statusCode).toBe(404)
      expect((await admin.upload(`${BASE}/999999/logo`, 'logo.png', await png(10, 10))).statusCode).toBe(404)
    })
  })
}
