import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../src/demo/seed-demo.js'
import { seedDemoNetworkProjects } from '../../../src/demo/seed-demo-network-projects.js'
import { startTestApp, type TestApp } from '../../helpers/test-app.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

describe('the demo projects', () => {
  let t: TestApp

  beforeAll(async () => {
    const [pglite] = journeyDatabases()
    t = await startTestApp(pglite!)
    await seedDemo(t.app.db)
  })
  afterAll(() => t.close())

  it('gives the demo client a published project and a draft, the partner a published one, once', async () => {
    const rows = await t.app.db
      .selectFrom('projects')
      .innerJoin('users', 'users.id', 'projects.owner_user_id')
      .select(['users.email', 'projects.status'])
      .orderBy('users.email')
      .orderBy('projects.status')
      .execute()
    expect(rows).toEqual([
      { email: 'client@iqs.demo', status: 'draft' },
      { email: 'client@iqs.demo', status: 'published' },
      { email: 'partner@iqs.demo', status: 'published' },
    ])
    expect(await seedDemoNetworkProjects(t.app.db)).toBe(0)
  })

  it('puts the published ones on the board, with their history', async () => {
    const board = (await t.app.inject({ method: 'GET', url: '/api/projects?query=fraud' })).json().data
    expect(board.items.map((p: { title: string }) => p.title)).toEqual([
      'Real-time fraud detection for card payments',
    ])
    const history = await t.app.db
      .selectFrom('network_transitions')
      .select('transition')
      .where('entity_id', '=', String(board.items[0].id))
      .orderBy('id')
      .execute()
    expect(history.map((h) => h.transition)).toEqual(['create', 'publish'])
  })
})
