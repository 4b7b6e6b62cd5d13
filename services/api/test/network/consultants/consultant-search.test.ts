import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { foundIds, owner, search, seedConsultant, type Person } from './consultants-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`the owners' search of consultants on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
    })
    afterAll(() => t.close())

    it('ranks the text match first: the name over the headline over the skills; each word a prefix', async () => {
      const bySkill = await seedConsultant(t, { skills: ['Quasarbase', 'SQL'] })
      const byHeadline = await seedConsultant(t, { headline: 'Quasarbase architect' })
      const byName = await seedConsultant(t, { lastName: 'Quasarbase' })
      const other = await seedConsultant(t, { headline: 'Actuary', skills: ['Solvency II'] })
      const all = [bySkill, byHeadline, byName, other]
      expect(await foundIds(t, client, 'query=quasarbase', all)).toEqual([
        byName.id,
        byHeadline.id,
        bySkill.id,
      ])
      expect(await foundIds(t, client, 'query=quasar', all)).toEqual([byName.id, byHeadline.id, bySkill.id])
      expect(await foundIds(t, client, 'query=solvency', all)).toEqual([other.id])
      expect(await foundIds(t, client, 'query=nothing-like-it', all)).toEqual([])
    })

    it('then ranks by how many criteria match, leaves out those matching none, then the newest', async () => {
      const at = (day: number) => new Date(Date.UTC(2029, 0, day))
      const three = await seedConsultant(t, {
        sectors: ['energy'],
        seniority: 'Lead',
        languages: ['French', 'English'],
        createdAt: at(1),
      })
      const twoOlder = await seedConsultant(t, {
        sectors: ['energy', 'retail'],
        seniority: 'Lead',
        createdAt: at(2),
      })
      const twoNewer = await seedConsultant(t, { sectors: ['energy'], seniority: 'Lead', createdAt: at(3) })
      const one = await seedConsultant(t, { sectors: ['retail'], languages: ['French'], createdAt: at(4) })
      const none = await seedConsultant(t, { sectors: ['banking'], seniority: 'Junior', createdAt: at(5) })
      const all = [three, twoOlder, twoNewer, one, none]
      const query = 'sector=energy&seniority=Lead&languages=French'
      expect(await foundIds(t, client, query, all)).toEqual([three.id, twoNewer.id, twoOlder.id, one.id])
      const page = await search(t, client, query)
      expect(page.items.find((card) => card.user_id === three.id)?.match).toEqual({
        sector: true,
        practice: false,
        function: false,
        seniority: true,
        languages: true,
      })
      // Every language asked for, not just one of them.
      expect(await foundIds(t, client, 'languages=French,English', all)).toEqual([three.id])
      expect(await foundIds(t, client, 'function=finance&practice=strategy', [none])).toEqual([none.id])
    })

    it('keeps the limits: availability from today and the highest day rate', async () => {
      const now = await seedConsultant(t, { availableFrom: '2030-04-01', dayRate: '650.00' })
      const soon = await seedConsultant(t, { availableFrom: '2030-05-20', dayRate: '700.00' })
      const later = await seedConsultant(t, { availableFrom: '2030-07-01', dayRate: '700.01' })
      const unknown = await seedConsultant(t, { availableFrom: null, dayRate: null })
      const all = [now, soon, later, unknown]
      const sorted = async (query: string) => (await foundIds(t, client, query, all)).sort((a, b) => a - b)
      const ids = (...people: Person[]) => people.map((p) => p.id).sort((a, b) => a - b)
      expect(await sorted('available=immediate')).toEqual(ids(now))
      expect(await sorted('available=one-month')).toEqual(ids(now, soon))
      expect(await sorted('available=three-months')).toEqual(ids(now, soon, later))
      expect(await sorted('max_day_rate=700')).toEqual(ids(now, soon))
      expect(await sorted('max_day_rate=700&available=immediate')).toEqual(ids(now))
      expect(await sorted('')).toEqual(ids(now, soon, later, unknown))
    })

    it('shows a card without e-mail or phone, with availability, rate and languages', async () => {
      const ada = await seedConsultant(t, {
        firstName: 'Ada',
        lastName: 'Cardtest',
        headline: 'Risk modeller',
        languages: ['French'],
        availableFrom: '2030-05-10',
        dayRate: '910.50',
      })
      const card = (await search(t, client, 'query=cardtest')).items[0]
      expect(card).toEqual({
        user_id: ada.id,
        first_name: 'Ada',
        last_name: 'Cardtest',
        title: 'Risk modeller',
        thumbnail_url: null,
        sectors: ['banking'],
        practices: ['strategy'],
        functions: ['finance'],
        seniority: 'Senior',
        languages: [{ language: 'French', level: 'professional_working' }],
        availability: 'one-month',
        available_from: '2030-05-10',
        day_rate: '910.50',
        shortlisted: false,
        match: { sector: false, practice: false, function: false, seniority: false, languages: false },
      })
      expect(JSON.stringify(card)).not.toContain(ada.email)
    })

    it('finds only approved consultants whose account is not erased', async () => {
      const pending = await seedConsultant(t, { lastName: 'Hiddenone', status: 'PENDING' })
      const erased = await seedConsultant(t, { lastName: 'Hiddenone' })
      await t.database.db
        .updateTable('users')
        .set({ deleted_at: new Date('2030-04-01T00:00:00Z') })
        .where('id', '=', erased.id)
        .execute()
      const shown = await seedConsultant(t, { lastName: 'Hiddenone' })
      expect(await foundIds(t, client, 'query=hiddenone', [pending, erased, shown])).toEqual([shown.id])
    })

    it('pages the results with their total', async () => {
      const many = []
      for (let i = 0; i < 3; i++) many.push(await seedConsultant(t, { lastName: 'Pagedname' }))
      const first = await search(t, client, 'query=pagedname&page_size=2')
      expect(first).toMatchObject({ total: 3, page: 1, page_size: 2, page_count: 2 })
      expect(first.items).toHaveLength(2)
      const second = await search(t, client, 'query=pagedname&page_size=2&page=2')
      expect(second.items).toHaveLength(1)
      const seen = [...first.items, ...second.items].map((card) => card.user_id).sort((a, b) => a - b)
      expect(seen).toEqual(many.map((p) => p.id).sort((a, b) => a - b))
    })
  })
}
