import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { call, codeOf, myProfile, newPerson, profileOf, type Person } from './profile-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const EDUCATION = {
  school: 'Ecole polytechnique',
  degree: 'MSc',
  field: 'Computer science',
  start_year: 2010,
  end_year: 2014,
}
const EXPERIENCE = {
  company: 'Acme',
  title: 'Data engineer',
  start_date: '2015-01',
  end_date: null,
  description: 'Pipelines.\nAnd dashboards.',
}
const PUBLICATION = { title: 'On data', date: '2021-05-04', link: 'https://example.com/on-data' }
const LANGUAGE = { language: 'French', level: 'native_bilingual' }
const SKILL = { name: 'TypeScript', seniority: 'Senior' }

/** Per list section: a valid body, an edit of it, and bad bodies that must each be refused. */
const SECTIONS = {
  education: {
    valid: EDUCATION,
    edited: { ...EDUCATION, degree: 'PhD', end_year: null },
    bad: [
      { ...EDUCATION, school: '  ' },
      { ...EDUCATION, start_year: 1800 },
      { ...EDUCATION, end_year: 2000 },
      { ...EDUCATION, degree: 'x'.repeat(201) },
      { ...EDUCATION, extra: 1 },
      { ...EDUCATION, school: 'a\u0000b' },
    ],
  },
  experience: {
    valid: EXPERIENCE,
    edited: { ...EXPERIENCE, end_date: '2020-06' },
    bad: [
      { ...EXPERIENCE, company: '' },
      { ...EXPERIENCE, start_date: '2015-13' },
      { ...EXPERIENCE, end_date: '2014-12' },
      { ...EXPERIENCE, description: 'x'.repeat(4001) },
    ],
  },
  publications: {
    valid: PUBLICATION,
    edited: { ...PUBLICATION, link: '' },
    bad: [
      { ...PUBLICATION, title: '' },
      { ...PUBLICATION, date: '2021-02-30' },
      { ...PUBLICATION, link: 'javascript:alert(1)' },
      { ...PUBLICATION, link: 'not a link' },
    ],
  },
  languages: {
    valid: LANGUAGE,
    edited: { ...LANGUAGE, level: 'full_professional' },
    bad: [{ ...LANGUAGE, language: 'Klingon' }, { ...LANGUAGE, level: 'fluent' }, { language: 'French' }],
  },
  skills: {
    valid: SKILL,
    edited: { ...SKILL, seniority: 'Lead' },
    bad: [
      { ...SKILL, name: '' },
      { ...SKILL, seniority: 'Expert' },
      { ...SKILL, name: 'x'.repeat(61) },
    ],
  },
} as const

for (const backend of journeyDatabases()) {
  describe(`profile sections on ${backend.name}`, () => {
    let t: AccountsTestApp
    let owner: Person
    let other: Person
    let admin: Person
    let client: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      owner = await newPerson(t, 'Consultant')
      other = await newPerson(t, 'ExecPartner')
      admin = await newPerson(t, 'Admin')
      client = await newPerson(t, 'Client')
    })
    afterAll(() => t.close())

    it('gives my profile to consultants and exec partners, and to no other role', async () => {
      const mine = await myProfile(t, owner)
      expect(mine.completeness.percent).toBe(0)
      expect((await call(t, other, 'GET', '/api/network/profile')).statusCode).toBe(200)
      expect(codeOf(await call(t, admin, 'GET', '/api/network/profile'))).toBe('ROLE_FORBIDDEN')
      expect(codeOf(await call(t, client, 'GET', '/api/network/profile'))).toBe('ROLE_FORBIDDEN')
      expect((await call(t, undefined, 'GET', '/api/network/profile')).statusCode).toBe(401)
    })

    it('saves the headline, refuses bad input and saves nothing then', async () => {
      const saved = profileOf(
        await call(t, owner, 'PUT', '/api/network/profile/headline', {
          title: ' Data engineer ',
          summary: '',
        }),
      )
      expect(saved.title).toBe('Data engineer')
      expect(saved.summary).toBeNull()
      expect(saved.completeness.sections.headline).toBe(true)
      for (const bad of [
        { title: '', summary: '' },
        { title: 'x'.repeat(121), summary: '' },
        { title: 'a' },
        {},
      ]) {
        const response = await call(t, owner, 'PUT', '/api/network/profile/headline', bad)
        expect(response.statusCode, JSON.stringify(bad)).toBe(400)
        expect(codeOf(response)).toBe('VALIDATION_FAILED')
      }
      expect((await myProfile(t, owner)).title).toBe('Data engineer')
      expect(
        codeOf(await call(t, admin, 'PUT', '/api/network/profile/headline', { title: 'x', summary: '' })),
      ).toBe('ROLE_FORBIDDEN')
      expect(
        (await call(t, undefined, 'PUT', '/api/network/profile/headline', { title: 'x', summary: '' }))
          .statusCode,
      ).toBe(401)
    })

    it('saves the address on the account, and refuses an unknown country', async () => {
      const address = { address_line: '1 rue de Rivoli', postal_code: '75001', city: 'Paris', country: 'fr' }
      const saved = profileOf(await call(t, owner, 'PUT', '/api/network/profile/address', address))
      expect(saved.address).toEqual({ ...address, country: 'FR' })
      expect(saved.completeness.sections.address).toBe(true)
      const bad = await call(t, owner, 'PUT', '/api/network/profile/address', {
        ...address,
        country: 'XX',
        city: 'Lyon',
      })
      expect(bad.statusCode).toBe(400)
      expect((await myProfile(t, owner)).address.city).toBe('Paris')
    })

    for (const [section, cases] of Object.entries(SECTIONS)) {
      const base = `/api/network/profile/${section}`
      const entriesOf = async (person: Person) =>
        (await myProfile(t, person))[section as keyof typeof SECTIONS] as { id: string }[]

      it(`adds, edits and deletes ${section}; others may not touch them`, async () => {
        const added = profileOf(await call(t, owner, 'POST', base, cases.valid))
        const [entry] = added[section as keyof typeof SECTIONS] as { id: string }[]
        expect(entry).toMatchObject(cases.valid)
        expect(added.completeness.sections[section as keyof typeof SECTIONS]).toBe(true)

        const edited = profileOf(await call(t, owner, 'PUT', `${base}/${entry!.id}`, cases.edited))
        const expected = section === 'publications' ? { ...cases.edited, link: null } : cases.edited
        expect((edited[section as keyof typeof SECTIONS] as object[])[0]).toMatchObject(expected)

        // Another member's edit or delete finds nothing of theirs, and changes nothing.
        const foreignEdit = await call(t, other, 'PUT', `${base}/${entry!.id}`, cases.valid)
        expect(codeOf(foreignEdit)).toBe('PROFILE_ENTRY_NOT_FOUND')
        expect(codeOf(await call(t, other, 'DELETE', `${base}/${entry!.id}`))).toBe('PROFILE_ENTRY_NOT_FOUND')
        expect(codeOf(await call(t, admin, 'DELETE', `${base}/${entry!.id}`))).toBe('ROLE_FORBIDDEN')
        expect(codeOf(await call(t, client, 'POST', base, cases.valid))).toBe('ROLE_FORBIDDEN')
        expect((await call(t, undefined, 'DELETE', `${base}/${entry!.id}`)).statusCode).toBe(401)
        expect((await entriesOf(owner))[0]).toMatchObject(expected)

        const deleted = profileOf(await call(t, owner, 'DELETE', `${base}/${entry!.id}`))
        expect(deleted[section as keyof typeof SECTIONS]).toEqual([])
        expect(codeOf(await call(t, owner, 'DELETE', `${base}/${entry!.id}`))).toBe('PROFILE_ENTRY_NOT_FOUND')
      })

      it(`refuses bad ${section} with 400 and saves nothing`, async () => {
        for (const bad of cases.bad) {
          const response = await call(t, owner, 'POST', base, bad)
          expect(response.statusCode, JSON.stringify(bad)).toBe(400)
          expect(codeOf(response)).toBe('VALIDATION_FAILED')
        }
        expect(await entriesOf(owner)).toEqual([])
        expect((await call(t, owner, 'PUT', `${base}/not-a-uuid`, cases.valid)).statusCode).toBe(400)
      })
    }

    it('refuses a second row of one language, and a skill name twice whatever its case', async () => {
      profileOf(await call(t, owner, 'POST', '/api/network/profile/languages', LANGUAGE))
      const again = await call(t, owner, 'POST', '/api/network/profile/languages', {
        ...LANGUAGE,
        level: 'elementary',
      })
      expect(again.statusCode).toBe(409)
      expect(codeOf(again)).toBe('PROFILE_ENTRY_DUPLICATE')
      profileOf(await call(t, owner, 'POST', '/api/network/profile/skills', SKILL))
      const skill = await call(t, owner, 'POST', '/api/network/profile/skills', {
        name: 'typescript',
        seniority: 'Lead',
      })
      expect(codeOf(skill)).toBe('PROFILE_ENTRY_DUPLICATE')
      // An edit into another row's name is the same duplicate.
      const go = profileOf(
        await call(t, owner, 'POST', '/api/network/profile/skills', { name: 'Go', seniority: 'Junior' }),
      )
      const goId = go.skills.find((s) => s.name === 'Go')!.id
      expect(codeOf(await call(t, owner, 'PUT', `/api/network/profile/skills/${goId}`, SKILL))).toBe(
        'PROFILE_ENTRY_DUPLICATE',
      )
      const mine = await myProfile(t, owner)
      expect(mine.languages).toHaveLength(1)
      expect(mine.skills.map((s) => s.name)).toEqual(['TypeScript', 'Go'])
    })

    it('reorders a section with exactly its ids, and refuses any other list', async () => {
      for (const company of ['B', 'C'])
        profileOf(await call(t, owner, 'POST', '/api/network/profile/experience', { ...EXPERIENCE, company }))
      profileOf(
        await call(t, owner, 'POST', '/api/network/profile/experience', { ...EXPERIENCE, company: 'A' }),
      )
      const before = (await myProfile(t, owner)).experience
      expect(before.map((e) => e.company)).toEqual(['B', 'C', 'A'])
      const ids = before.map((e) => e.id)
      const reordered = profileOf(
        await call(t, owner, 'PUT', '/api/network/profile/experience/order', {
          ids: [ids[2], ids[0], ids[1]],
        }),
      )
      expect(reordered.experience.map((e) => e.company)).toEqual(['A', 'B', 'C'])

      const otherEntry = profileOf(
        await call(t, other, 'POST', '/api/network/profile/experience', EXPERIENCE),
      ).experience[0]!
      for (const bad of [
        [ids[0], ids[1]],
        [ids[0], ids[1], ids[1]],
        [ids[0], ids[1], ids[2], otherEntry.id],
        [ids[0], ids[1], otherEntry.id],
      ]) {
        const response = await call(t, owner, 'PUT', '/api/network/profile/experience/order', { ids: bad })
        expect(response.statusCode, JSON.stringify(bad)).toBe(409)
        expect(codeOf(response)).toBe('PROFILE_ORDER_MISMATCH')
      }
      expect(
        (await call(t, owner, 'PUT', '/api/network/profile/experience/order', { ids: ['x'] })).statusCode,
      ).toBe(400)
      expect(codeOf(await call(t, admin, 'PUT', '/api/network/profile/experience/order', { ids }))).toBe(
        'ROLE_FORBIDDEN',
      )
      expect((await myProfile(t, owner)).experience.map((e) => e.company)).toEqual(['A', 'B', 'C'])
      expect((await myProfile(t, other)).experience).toHaveLength(1)
    })

    it('shows a profile to signed-in members and admins, without e-mail, phone or address', async () => {
      for (const reader of [other, admin, client, owner]) {
        const response = await call(t, reader, 'GET', `/api/network/profiles/${owner.id}`)
        expect(response.statusCode).toBe(200)
        const body = response.body
        expect(body).not.toContain('Rivoli')
        expect(body).not.toContain('@')
        const profile = (response.json() as { data: Record<string, unknown> }).data
        expect(profile).not.toHaveProperty('address')
        expect(profile).toMatchObject({ user_id: owner.id, role: 'Consultant', title: 'Data engineer' })
      }
      expect((await call(t, undefined, 'GET', `/api/network/profiles/${owner.id}`)).statusCode).toBe(401)
      // A client has no profile to show; an unknown id neither.
      expect(codeOf(await call(t, other, 'GET', `/api/network/profiles/${client.id}`))).toBe(
        'PROFILE_NOT_FOUND',
      )
      expect(codeOf(await call(t, other, 'GET', '/api/network/profiles/999999'))).toBe('PROFILE_NOT_FOUND')
      expect((await call(t, other, 'GET', '/api/network/profiles/abc')).statusCode).toBe(400)
    })

    it('erases the profile with the account', async () => {
      const leaving = await newPerson(t, 'Consultant')
      profileOf(await call(t, leaving, 'POST', '/api/network/profile/skills', SKILL))
      await t.app.eraseAccount(leaving.id)
      const rows = await t.database.db
        .selectFrom('network_profile_entries')
        .select('id')
        .where('user_id', '=', leaving.id)
        .execute()
      expect(rows).toEqual([])
      expect(
        await t.database.db
          .selectFrom('network_profiles')
          .select('user_id')
          .where('user_id', '=', leaving.id)
          .execute(),
      ).toEqual([])
    })
  })
}
