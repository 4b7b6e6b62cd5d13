import type { Project } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { call, COMPLETE, dataOf, draft, newPerson, published, type Person } from './projects-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`the public board and the owners' projects on ${backend.name}`, () => {
    let t: AccountsTestApp
    let owner: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      owner = await newPerson(t, 'Client')
    })
    afterAll(() => t.close())

    const board = async (query = '') =>
      dataOf<{ items: Project[]; total: number }>(await call(t, undefined, 'GET', `/api/projects${query}`))

    it('shows a published project, never a draft, and stops showing it once closed', async () => {
      const hidden = await draft(t, owner, { ...COMPLETE, title: 'Quantum ledger draft' })
      const live = await published(t, owner, { ...COMPLETE, title: 'Quantum ledger rollout' })
      const found = await board('?query=quantum')
      expect(found.items.map((p) => p.id)).toEqual([live.id])
      expect(found.items[0]).toMatchObject({
        base_fee: '30000.00',
        success_fee: '10000.50',
        kpis: COMPLETE.kpis,
        bonus_percent: 20,
      })
      expect((await call(t, undefined, 'GET', `/api/projects/${hidden.id}`)).statusCode).toBe(404)
      expect((await call(t, undefined, 'GET', `/api/projects/${live.id}`)).statusCode).toBe(200)
      expect(
        dataOf<{ projects: { total: number } }>(await call(t, undefined, 'GET', '/api/search?query=quantum'))
          .projects.total,
      ).toBe(1)

      await call(t, owner, 'POST', `/api/network/projects/${live.id}/close`)
      expect((await board('?query=quantum')).total).toBe(0)
      expect((await call(t, undefined, 'GET', `/api/projects/${live.id}`)).statusCode).toBe(404)
      const filters = dataOf<{ contacts: string[] }>(await call(t, undefined, 'GET', '/api/projects/filters'))
      expect(filters.contacts).not.toContain(COMPLETE.contact)
    })

    it('ranks a title match above a description match, and reads web-search syntax', async () => {
      const inDescription = await published(t, owner, {
        ...COMPLETE,
        title: 'Claims platform',
        description: 'A zeppelin fleet insurer wants better claims data.',
      })
      const inTitle = await published(t, owner, {
        ...COMPLETE,
        title: 'Zeppelin fleet analytics',
        description: 'Data for an airship operator.',
      })
      expect((await board('?query=zeppelin')).items.map((p) => p.id)).toEqual([inTitle.id, inDescription.id])
      // A word is a prefix, as the header's search box types it.
      expect((await board('?query=zeppel')).items.map((p) => p.id)).toEqual([inTitle.id, inDescription.id])
      expect((await board('?query=zeppelin%20-airship')).items.map((p) => p.id)).toEqual([inDescription.id])
      expect((await board('?query=%22fleet%20analytics%22')).items.map((p) => p.id)).toEqual([inTitle.id])
      // Narrowing filters still apply on top of the words.
      expect((await board('?query=zeppelin&title=claims')).items.map((p) => p.id)).toEqual([inDescription.id])
    })
  })
}
