import type { Leader } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_LEADERS } from '../../../src/demo/demo-leaders.js'
import { seedDemoLeaders } from '../../../src/demo/seed-demo-leaders.js'
import { availabilityOn } from '../../../src/network/leaders/leader-cards.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { call, newPerson, type Person } from '../profiles/profile-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

describe('a card’s availability', () => {
  it('counts from today: now, within a month, within three months, later', () => {
    expect(availabilityOn('2026-11-24', '2026-11-24')).toBe('immediate')
    expect(availabilityOn('2026-01-01', '2026-11-24')).toBe('immediate')
    expect(availabilityOn('2026-12-24', '2026-11-24')).toBe('one-month')
    expect(availabilityOn('2027-02-20', '2026-11-24')).toBe('three-months')
    expect(availabilityOn('2027-06-01', '2026-11-24')).toBe('unavailable')
    expect(availabilityOn(null, '2026-11-24')).toBe('unavailable')
  })
})

for (const backend of journeyDatabases()) {
  describe(`the leaders pages read the network profiles on ${backend.name}`, () => {
    let t: AccountsTestApp
    const get = (url: string) => t.app.inject({ method: 'GET', url })
    const cards = async (url = '/api/leaders'): Promise<Leader[]> => {
      const response = await get(url)
      expect(response.statusCode, response.body).toBe(200)
      return (response.json() as { data: Leader[] }).data
    }

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      expect(await seedDemoLeaders(t.app)).toBe(DEMO_LEADERS.length)
    })
    afterAll(() => t.close())

    /** A new executive partner with expertise and a headline, in the review status given. */
    async function partner(status: 'PENDING' | 'APPROVED', title = 'Former CIO, public sector') {
      const person = await newPerson(t, 'ExecPartner')
      const expertise = await call(t, person, 'PUT', '/api/network/onboarding/expertise', {
        sectors: ['public-sector'],
        practices: ['cybersecurity'],
        functions: ['technology'],
        seniority: 'Lead',
        day_rate: '1400.00',
        available_from: '2026-01-05',
        days_per_week: 2,
      })
      expect(expertise.statusCode, expertise.body).toBe(200)
      await call(t, person, 'PUT', '/api/network/profile/headline', { title, summary: '' })
      await t.database.db
        .updateTable('network_members')
        .set({ status })
        .where('user_id', '=', person.id)
        .execute()
      return person
    }
    const shown = async (person: Person) => (await cards()).some((card) => card.id === person.id)

    it('seeds the demo leaders once, as approved partners with profiles', async () => {
      expect(await seedDemoLeaders(t.app)).toBe(0)
      expect(await cards()).toHaveLength(DEMO_LEADERS.length)
    })

    it('groups partners by sector, practice and function with counts', async () => {
      for (const by of ['sector', 'practice', 'function'] as const) {
        const groups = (await get(`/api/leaders/groups?by=${by}`)).json().data as { count: number }[]
        expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(DEMO_LEADERS.length)
      }
      expect((await get('/api/leaders/groups?by=sector')).json().data).toContainEqual({
        value: 'insurance',
        count: 2,
      })
    })

    it('makes each card of the profile: headline, expertise from skills, degree, availability, CV, photo', async () => {
      const insurance = await cards('/api/leaders?by=sector&value=insurance')
      expect(insurance.map((card) => card.full_name)).toEqual(['Nadia Benali', 'James Whitaker'])
      const james = insurance[1]!
      expect(james).toMatchObject({
        headline: 'Ex-CRO, global insurer',
        sector: 'insurance',
        practice: 'finance-risk',
        function: 'risk-compliance',
        expertise: 'Solvency II, Capital models, Reinsurance',
        degree: 'MA Economics, University of Cambridge',
        availability: 'one-month',
        rating: null,
      })
      const cv = await get(james.cv_url!)
      expect(cv.statusCode).toBe(200)
      expect(cv.headers['content-type']).toBe('application/pdf')
      expect(cv.headers['content-disposition']).toContain('James-Whitaker-CV.pdf')
      expect((await get(james.photo_url!)).headers['content-type']).toBe('image/webp')
      expect(await cards('/api/leaders?by=function&value=technology')).toHaveLength(3)
    })

    it('shows a partner once approved with a headline, and no longer once erased', async () => {
      const pending = await partner('PENDING')
      expect(await shown(pending)).toBe(false)
      expect((await get(`/api/leaders/${pending.id}/cv`)).statusCode).toBe(404)
      await t.database.db
        .updateTable('network_members')
        .set({ status: 'APPROVED' })
        .where('user_id', '=', pending.id)
        .execute()
      expect(await shown(pending)).toBe(true)
      const card = (await cards('/api/leaders?by=practice&value=cybersecurity')).find(
        (c) => c.id === pending.id,
      )
      expect(card).toMatchObject({
        headline: 'Former CIO, public sector',
        availability: 'immediate',
        cv_url: null,
      })

      const untitled = await partner('APPROVED', '   ')
      expect(await shown(untitled)).toBe(false)

      await t.app.eraseAccount(pending.id)
      expect(await shown(pending)).toBe(false)
    })

    it('never shows a consultant, and serves no CV for them', async () => {
      const consultant = await newPerson(t, 'Consultant')
      await call(t, consultant, 'PUT', '/api/network/profile/headline', {
        title: 'Data engineer',
        summary: '',
      })
      await t.database.db
        .insertInto('network_members')
        .values({ user_id: consultant.id, status: 'APPROVED' })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'APPROVED' }))
        .execute()
      expect(await shown(consultant)).toBe(false)
      expect((await get(`/api/leaders/${consultant.id}/cv`)).statusCode).toBe(404)
      expect((await get('/api/leaders/abc/cv')).statusCode).toBe(400)
    })

    it('finds partners by name, headline, skill, degree or sector in the header search', async () => {
      const search = async (query: string) =>
        (await get(`/api/search?query=${encodeURIComponent(query)}`)).json().data.leaders as {
          total: number
          items: Leader[]
        }
      expect((await search('insur')).total).toBe(2)
      expect((await search('whitaker')).items.map((c) => c.full_name)).toEqual(['James Whitaker'])
      expect((await search('solvency')).total).toBe(1)
      expect((await search('cambridge')).total).toBe(1)
    })
  })
}
