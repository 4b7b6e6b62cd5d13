import type { Job, JobPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  applied,
  call,
  COMPLETE,
  consultant,
  dataOf,
  newPerson,
  openProject,
  owner,
  refusal,
  type Person,
} from './applications-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`the consultant's jobs on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person
    let ada: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      ada = await consultant(t, {
        expertise: { sectors: ['energy', 'retail'], practices: ['cybersecurity'], seniority: 'Lead' },
      })
    })
    afterAll(() => t.close())

    const jobs = async (query = '') =>
      dataOf<JobPage>(await call(t, ada, 'GET', `/api/network/jobs?page_size=50${query}`))
    const later = () => clock.advance(60_000)

    it('puts a matching project above a newer one that does not match, and says how it matches', async () => {
      const matching = await openProject(t, client, {
        ...COMPLETE,
        title: 'Grid security audit',
        sector: 'energy',
        domain: 'cybersecurity',
        experience: 'Lead',
      })
      later()
      const partly = await openProject(t, client, { ...COMPLETE, title: 'Retail pricing', sector: 'retail' })
      later()
      const newest = await openProject(t, client, {
        ...COMPLETE,
        title: 'Unrelated bank study',
        sector: 'banking',
      })
      const ids = (await jobs()).items.map((job) => job.id)
      expect(ids.indexOf(matching.id)).toBeLessThan(ids.indexOf(partly.id))
      expect(ids.indexOf(partly.id)).toBeLessThan(ids.indexOf(newest.id))
      const first = (await jobs()).items.find((job) => job.id === matching.id)
      expect(first).toMatchObject({
        status: 'published',
        match: { sector: true, domain: true, experience: true },
        my_application: null,
      })
      expect((await jobs()).items.find((job) => job.id === newest.id)?.match).toEqual({
        sector: false,
        domain: false,
        experience: false,
      })
    })

    it('searches the full text and filters like the board, plus remote', async () => {
      const remote = await openProject(t, client, {
        ...COMPLETE,
        title: 'Hydrogen roadmap',
        description: 'Electrolyser procurement for a utility.',
        city: null,
        remote: true,
      })
      const found = await jobs('&query=electroly')
      expect(found.items.map((job) => job.id)).toEqual([remote.id])
      expect((await jobs('&remote=true')).items.every((job) => job.remote)).toBe(true)
      expect((await jobs('&remote=false')).items.some((job) => job.id === remote.id)).toBe(false)
      expect((await jobs('&sector=banking')).items.every((job) => job.sector === 'banking')).toBe(true)
      const paged = dataOf<JobPage>(await call(t, ada, 'GET', '/api/network/jobs?page_size=1&page=2'))
      expect(paged).toMatchObject({ page: 2, page_size: 1 })
      expect(paged.items).toHaveLength(1)
      expect((await call(t, ada, 'GET', '/api/network/jobs?remote=maybe')).statusCode).toBe(400)
    })

    it('shows my application on the job, and a closed job only when I applied to it', async () => {
      const project = await openProject(t, client)
      const application = await applied(t, ada, project.id)
      const job = dataOf<Job>(await call(t, ada, 'GET', `/api/network/jobs/${project.id}`))
      expect(job.my_application).toEqual({ id: application.id, state: 'submitted' })
      const other = await openProject(t, client)
      await call(t, client, 'POST', `/api/network/projects/${other.id}/close`)
      await call(t, client, 'POST', `/api/network/projects/${project.id}/close`)
      expect(refusal(await call(t, ada, 'GET', `/api/network/jobs/${other.id}`), 404).code).toBe(
        'PROJECT_NOT_FOUND',
      )
      expect(dataOf<Job>(await call(t, ada, 'GET', `/api/network/jobs/${project.id}`)).status).toBe('closed')
      expect((await jobs()).items.some((item) => item.id === project.id)).toBe(false)
      const draft = dataOf(await call(t, client, 'POST', '/api/network/projects', { title: 'Secret' }), 201)
      expect((await call(t, ada, 'GET', `/api/network/jobs/${draft.id}`)).statusCode).toBe(404)
      expect((await call(t, ada, 'GET', '/api/network/jobs/9999999')).statusCode).toBe(404)
    })

    it('is for consultants only', async () => {
      expect((await call(t, undefined, 'GET', '/api/network/jobs')).statusCode).toBe(401)
      for (const role of ['Client', 'ExecPartner', 'Admin'] as const)
        expect((await call(t, await newPerson(t, role), 'GET', '/api/network/jobs')).statusCode).toBe(403)
      // A consultant who has not saved an expertise yet sees the jobs newest first, none matching.
      const newcomer = await newPerson(t, 'Consultant')
      const page = dataOf<JobPage>(await call(t, newcomer, 'GET', '/api/network/jobs'))
      expect(page.items.every((job) => !job.match.sector && !job.match.domain && !job.match.experience)).toBe(
        true,
      )
    })
  })
}
