import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  call,
  COMPLETE,
  dataOf,
  draft,
  newPerson,
  published,
  refusal,
  type Person,
} from './projects-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`the owner's projects on ${backend.name}`, () => {
    let t: AccountsTestApp
    let client: Person
    let partner: Person
    let consultant: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      ;[client, partner, consultant] = await Promise.all([
        newPerson(t, 'Client'),
        newPerson(t, 'ExecPartner'),
        newPerson(t, 'Consultant'),
      ])
    })
    afterAll(() => t.close())

    const projectCount = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('projects')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )

    it('creates a draft with only a title, and records its creation', async () => {
      const project = await draft(t, client, { title: '  Pricing review  ' })
      expect(project).toMatchObject({
        status: 'draft',
        title: 'Pricing review',
        sector: null,
        city: null,
        remote: false,
        kpis: [],
        base_fee: null,
        published_at: null,
      })
      expect(project.history).toEqual([
        expect.objectContaining({
          transition: 'create',
          from_state: 'initial',
          to_state: 'draft',
          by_owner: true,
        }),
      ])
    })

    it('keeps fees as decimal strings with cents and the description as plain text', async () => {
      const project = await draft(t, partner, { ...COMPLETE, description: 'One\r\nTwo <b>bold</b>' })
      expect(project).toMatchObject({ base_fee: '30000.00', success_fee: '10000.50', bonus_percent: 20 })
      expect(project.description).toBe('One\nTwo <b>bold</b>')
      expect(project.kpis).toEqual([{ name: 'Claims handled', target: '+20 %' }])
    })

    it('refuses bad input with 400 and writes nothing', async () => {
      const before = await projectCount()
      for (const body of [
        {},
        { title: '' },
        { title: 'x'.repeat(201) },
        { ...COMPLETE, unknown: 1 },
        { ...COMPLETE, sector: 'mining' },
        { ...COMPLETE, duration_days: 0 },
        { ...COMPLETE, duration_days: 2.5 },
        { ...COMPLETE, base_fee: '-1' },
        { ...COMPLETE, base_fee: '1.234' },
        { ...COMPLETE, base_fee: 'abc' },
        { ...COMPLETE, bonus_percent: 101 },
        { ...COMPLETE, malus_percent: -1 },
        { ...COMPLETE, kpis: Array.from({ length: 11 }, (_, i) => ({ name: `k${i}`, target: 't' })) },
        { ...COMPLETE, kpis: [{ name: '', target: 't' }] },
        { ...COMPLETE, title: 'a\u0000b' },
      ]) {
        const error = refusal(await call(t, client, 'POST', '/api/network/projects', body), 400)
        expect(error.code, JSON.stringify(body).slice(0, 80)).toBe('VALIDATION_FAILED')
      }
      const mine = await draft(t, client)
      const bad = await call(t, client, 'PUT', `/api/network/projects/${mine.id}`, {
        ...COMPLETE,
        bonus_percent: 'x',
      })
      expect(refusal(bad, 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await call(t, client, 'GET', '/api/network/projects/abc'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
      expect(refusal(await call(t, client, 'GET', '/api/network/projects?status=open'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
      expect(await projectCount()).toBe(before + 1)
      expect(dataOf(await call(t, client, 'GET', `/api/network/projects/${mine.id}`)).bonus_percent).toBe(20)
    })

    it('lists my projects only, with counts by state, filtered by state', async () => {
      const owner = await newPerson(t, 'Client')
      const a = await draft(t, owner)
      await published(t, owner)
      const closed = await published(t, owner)
      await call(t, owner, 'POST', `/api/network/projects/${closed.id}/close`)
      await draft(t, partner)
      const all = dataOf<{ items: { id: number; status: string }[]; counts: object }>(
        await call(t, owner, 'GET', '/api/network/projects'),
      )
      expect(all.counts).toEqual({ draft: 1, published: 1, closed: 1 })
      expect(all.items.map((p) => p.id)).toEqual([closed.id, expect.any(Number), a.id])
      const drafts = dataOf<{ items: { id: number }[] }>(
        await call(t, owner, 'GET', '/api/network/projects?status=draft'),
      )
      expect(drafts.items.map((p) => p.id)).toEqual([a.id])
    })

    it("answers 404 for another owner's project on every route, as for a missing one", async () => {
      const theirs = await draft(t, partner)
      for (const [method, url, body] of [
        ['GET', `/api/network/projects/${theirs.id}`],
        ['PUT', `/api/network/projects/${theirs.id}`, COMPLETE],
        ['DELETE', `/api/network/projects/${theirs.id}`],
        ['POST', `/api/network/projects/${theirs.id}/publish`],
        ['POST', `/api/network/projects/${theirs.id}/close`],
        ['POST', `/api/network/projects/${theirs.id}/reopen`],
        ['GET', '/api/network/projects/999999'],
      ] as const) {
        const error = refusal(await call(t, client, method, url, body), 404)
        expect(error.code, `${method} ${url}`).toBe('PROJECT_NOT_FOUND')
      }
      expect(dataOf(await call(t, partner, 'GET', `/api/network/projects/${theirs.id}`)).status).toBe('draft')
    })

    it('refuses other roles (403) and guests (401) on every route', async () => {
      const mine = await draft(t, client)
      const routes = [
        ['POST', '/api/network/projects', COMPLETE],
        ['GET', '/api/network/projects'],
        ['GET', `/api/network/projects/${mine.id}`],
        ['PUT', `/api/network/projects/${mine.id}`, COMPLETE],
        ['DELETE', `/api/network/projects/${mine.id}`],
        ['POST', `/api/network/projects/${mine.id}/publish`],
        ['POST', `/api/network/projects/${mine.id}/close`],
        ['POST', `/api/network/projects/${mine.id}/reopen`],
      ] as const
      for (const [method, url, body] of routes) {
        expect(refusal(await call(t, consultant, method, url, body), 403).code).toBe('ROLE_FORBIDDEN')
        expect(refusal(await call(t, undefined, method, url, body), 401).code).toBe('UNAUTHENTICATED')
      }
      expect(dataOf(await call(t, client, 'GET', `/api/network/projects/${mine.id}`)).status).toBe('draft')
    })

    it('edits a draft, and a published project, which stays published and complete', async () => {
      const project = await draft(t, client, { title: 'First' })
      const edited = dataOf(
        await call(t, client, 'PUT', `/api/network/projects/${project.id}`, {
          title: 'Second',
          city: 'Lyon',
        }),
      )
      expect(edited).toMatchObject({ title: 'Second', city: 'Lyon', status: 'draft' })
      const live = await published(t, client)
      const retitled = dataOf(
        await call(t, client, 'PUT', `/api/network/projects/${live.id}`, { ...COMPLETE, title: 'Renamed' }),
      )
      expect(retitled).toMatchObject({ title: 'Renamed', status: 'published' })
      expect(retitled.history.map((h) => h.transition)).toEqual(['create', 'publish', 'update'])
      const emptied = refusal(
        await call(t, client, 'PUT', `/api/network/projects/${live.id}`, { ...COMPLETE, description: '' }),
        422,
      )
      expect(emptied).toMatchObject({ code: 'PROJECT_INCOMPLETE', details: { missing: ['description'] } })
      const after = dataOf(await call(t, client, 'GET', `/api/network/projects/${live.id}`))
      expect(after).toMatchObject({ title: 'Renamed', description: COMPLETE.description })
    })

    it('deletes a draft only', async () => {
      const gone = await draft(t, partner)
      const list = dataOf<{ items: { id: number }[] }>(
        await call(t, partner, 'DELETE', `/api/network/projects/${gone.id}`),
      )
      expect(list.items.map((p) => p.id)).not.toContain(gone.id)
      expect(refusal(await call(t, partner, 'GET', `/api/network/projects/${gone.id}`), 404).code).toBe(
        'PROJECT_NOT_FOUND',
      )
      const recorded = await t.app.db
        .selectFrom('network_transitions')
        .select(['transition', 'actor_user_id'])
        .where('process', '=', 'project')
        .where('entity_id', '=', String(gone.id))
        .orderBy('id')
        .execute()
      expect(recorded).toEqual([
        { transition: 'create', actor_user_id: partner.id },
        { transition: 'delete', actor_user_id: partner.id },
      ])
      const live = await published(t, partner)
      const refused = refusal(await call(t, partner, 'DELETE', `/api/network/projects/${live.id}`), 409)
      expect(refused).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        details: { state: 'published', transition: 'delete' },
      })
    })
  })
}
