import type { ConsultantDetail } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  call,
  dataOf,
  newPerson,
  owner,
  refusal,
  seedConsultant,
  type Person,
} from './consultants-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`who finds consultants, and bad input, on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person
    let partner: Person
    let ada: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      partner = await owner(t, 'ExecPartner')
      ada = await seedConsultant(t, { firstName: 'Ada', lastName: 'Access', headline: 'Claims lead' })
    })
    afterAll(() => t.close())

    it('lets clients and executive partners search; consultants get 403, guests 401', async () => {
      for (const who of [client, partner])
        expect((await call(t, who, 'GET', '/api/network/consultants')).statusCode).toBe(200)
      const other = await seedConsultant(t)
      for (const [method, url] of [
        ['GET', '/api/network/consultants'],
        ['GET', `/api/network/consultants/${ada.id}`],
        ['GET', '/api/network/my-consultants'],
        ['PUT', `/api/network/my-consultants/${ada.id}`],
        ['DELETE', `/api/network/my-consultants/${ada.id}`],
        ['POST', `/api/network/consultants/${ada.id}/invitations`],
        ['GET', '/api/network/invitations'],
      ] as const) {
        expect(
          refusal(await call(t, other, method, url, method === 'POST' ? { project_id: 1 } : undefined), 403)
            .code,
        ).toBe('ROLE_FORBIDDEN')
        expect((await call(t, undefined, method, url)).statusCode).toBe(401)
      }
      expect(
        refusal(await call(t, await newPerson(t, 'IQStem'), 'GET', '/api/network/consultants'), 403).code,
      ).toBe('ROLE_FORBIDDEN')
    })

    it("opens a consultant's page with the profile and card, never their e-mail", async () => {
      const detail = dataOf<ConsultantDetail>(
        await call(t, partner, 'GET', `/api/network/consultants/${ada.id}`),
      )
      expect(detail).toMatchObject({
        card: { user_id: ada.id, first_name: 'Ada', title: 'Claims lead', shortlisted: false },
        profile: { user_id: ada.id, role: 'Consultant', title: 'Claims lead' },
        shortlist: null,
        invitations: [],
      })
      expect(JSON.stringify(detail)).not.toContain(ada.email)
    })

    it('answers 404 CONSULTANT_NOT_FOUND for anyone who is not a shown consultant', async () => {
      const pending = await seedConsultant(t, { status: 'PENDING' })
      for (const id of [pending.id, partner.id, client.id, 999_999])
        expect(refusal(await call(t, client, 'GET', `/api/network/consultants/${id}`), 404).code).toBe(
          'CONSULTANT_NOT_FOUND',
        )
    })

    it('refuses bad input with 400, never 5xx', async () => {
      for (const query of [
        'sector=nope',
        'practice=cooking',
        'function=%00',
        'seniority=Guru',
        'languages=Klingon',
        'languages=French,Klingon',
        'available=later',
        'max_day_rate=-1',
        'max_day_rate=abc',
        'max_day_rate=1e3',
        'page=0',
        'page_size=500',
        `query=${'x'.repeat(201)}`,
      ])
        expect(
          refusal(await call(t, client, 'GET', `/api/network/consultants?${query}`), 400).code,
          query,
        ).toBe('VALIDATION_FAILED')
      for (const id of ['abc', '0', '-3', '1.5'])
        expect((await call(t, client, 'GET', `/api/network/consultants/${id}`)).statusCode).toBe(400)
    })
  })
}
