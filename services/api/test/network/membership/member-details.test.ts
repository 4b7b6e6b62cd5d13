import type { Contract } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signInAs } from '../../iqs-core/iqs-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'
import { completed, consultant, owner } from '../contracts/contracts-test-kit.js'
import {
  admin,
  call,
  dataOf,
  detailOf,
  details,
  groupAdmin,
  refusal,
  sponsor,
  type Person,
} from './member-admin-test-kit.js'

const COMPANY = {
  company_name: 'Curie Labs',
  registration_number: 'RCS 123 456 789',
  company_address: '1 rue Pierre et Marie Curie, Paris',
  company_country: 'FR',
  company_size: '11-50',
  sector: 'insurance',
}

for (const backend of journeyDatabases()) {
  describe(`a member's record for the admins of their group on ${backend.name}`, () => {
    let t: AccountsTestApp
    let boss: Person
    let consultantsAdmin: Person
    let clientsAdmin: Person
    let siteAdmin: Person
    let ada: Person
    let client: Person
    let contract: Contract

    beforeAll(async () => {
      t = await startAccountsApp(backend)
      boss = await admin(t)
      consultantsAdmin = await groupAdmin(t, ['consultants'])
      clientsAdmin = await groupAdmin(t, ['clients'])
      siteAdmin = await groupAdmin(t, ['web_site'])
      // An approved consultant with a CV and a headline, who completed a contract for a client.
      ada = await consultant(t)
      dataOf(
        await call(t, ada, 'PUT', '/api/network/profile/headline', {
          title: 'Claims data lead',
          summary: 'Ten years of insurance data.',
        }),
      )
      client = await owner(t)
      dataOf(await call(t, client, 'PUT', '/api/network/onboarding/company', COMPANY))
      contract = await completed(t, client, ada)
      dataOf(
        await call(t, client, 'POST', `/api/network/contracts/${contract.id}/review`, {
          rating: 4,
          criteria: { quality: 4, communication: 4, reliability: 4 },
          comment: 'Sharp and on time.',
        }),
        201,
      )
    })
    afterAll(() => t.close())

    it("gathers a consultant's record: submission, applications, contracts, reviews, tokens, account", async () => {
      const record = await detailOf(t, consultantsAdmin, ada.id)
      expect(record.member).toMatchObject({
        user_id: ada.id,
        role: 'Consultant',
        status: 'APPROVED',
        first_name: 'Ada',
        last_name: 'Lovelace',
      })
      expect(record.submitted.cv).toMatchObject({
        file_name: 'Ada CV.pdf',
        mime_type: 'application/pdf',
        url: `/api/network/onboarding/cv?user_id=${ada.id}`,
      })
      expect(record.submitted.expertise).toMatchObject({
        sectors: ['banking'],
        practices: ['strategy'],
        seniority: 'Junior',
      })
      expect(record.submitted.company).toBeNull()
      expect(record.submitted.profile).toMatchObject({
        title: 'Claims data lead',
        summary: 'Ten years of insurance data.',
        photo: null,
      })
      expect(record.projects).toEqual([])
      expect(record.applications).toEqual([
        expect.objectContaining({
          project: { id: contract.project.id, title: expect.any(String) },
          state: 'accepted',
          day_rate: '850.50',
        }),
      ])
      expect(record.contracts).toEqual([
        expect.objectContaining({
          id: contract.id,
          side: 'consultant',
          counterpart: { user_id: client.id, name: 'Marie Curie' },
          state: 'completed',
        }),
      ])
      expect(record.reviews).toMatchObject({
        average: '4.0',
        count: 1,
        items: [{ author_name: 'Marie Curie', rating: 4, comment: 'Sharp and on time.', state: 'published' }],
      })
      expect(record.tokens).toEqual({ white_list_status: null, kyc_submitted_at: null, tokens_held: '0' })
      expect(record.account).toEqual({ suspended: false, suspended_at: null, suspension_reason: null })
      expect(record.history).toEqual([])

      // The CV it links to downloads for the consultants' admins only.
      const cv = await call(t, consultantsAdmin, 'GET', record.submitted.cv!.url)
      expect(cv.statusCode).toBe(200)
      expect(cv.headers['content-type']).toContain('application/pdf')
      expect(refusal(await call(t, clientsAdmin, 'GET', record.submitted.cv!.url), 403).code).toBe(
        'ADMIN_PERMISSION_MISSING',
      )
    })

    it("gathers a client's record: company, owned projects with applicants, contracts, token status", async () => {
      const at = new Date('2030-02-01T10:00:00Z')
      await t.database.db
        .insertInto('share_owners')
        .values({
          user_id: client.id,
          status: 'APPROVED',
          is_company: true,
          pep_confirmed: false,
          files: {},
          registered_at: at,
          submitted_at: at,
          updated_at: at,
          last_position: 0,
        })
        .execute()
      const record = await detailOf(t, clientsAdmin, client.id)
      expect(record.member).toMatchObject({ user_id: client.id, role: 'Client' })
      expect(record.submitted.company).toEqual(COMPANY)
      expect(record.submitted.cv).toBeNull()
      expect(record.projects).toEqual([
        expect.objectContaining({ id: contract.project.id, status: 'published', applications: 1 }),
      ])
      expect(record.applications).toEqual([])
      expect(record.contracts).toEqual([
        expect.objectContaining({
          side: 'owner',
          counterpart: { user_id: ada.id, name: 'Ada Lovelace' },
          state: 'completed',
        }),
      ])
      expect(record.tokens).toEqual({
        white_list_status: 'APPROVED',
        kyc_submitted_at: at.toISOString(),
        tokens_held: '0',
      })
    })

    it('shows a member who never saved a step as ONBOARDING', async () => {
      const newcomer = await signInAs(t, 'ExecPartner')
      const record = await detailOf(t, boss, newcomer.id)
      expect(record.member).toMatchObject({ user_id: newcomer.id, role: 'ExecPartner', status: 'ONBOARDING' })
      expect(record.submitted).toMatchObject({ company: null, expertise: null, cv: null, profile: null })
    })

    it("refuses anyone without the group of the member's role, and what is no member", async () => {
      // The consultants' admins read consultants, not clients; the clients' admins the other way.
      expect(refusal(await details(t, consultantsAdmin, client.id), 403).code).toBe(
        'ADMIN_PERMISSION_MISSING',
      )
      expect(refusal(await details(t, clientsAdmin, ada.id), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      expect(refusal(await details(t, siteAdmin, ada.id), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      const none = await groupAdmin(t, [])
      expect(refusal(await details(t, none, ada.id), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      expect(refusal(await details(t, ada, ada.id), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await details(t, client, ada.id), 403).code).toBe('ROLE_FORBIDDEN')
      expect(refusal(await details(t, undefined, ada.id), 401).code).toBe('UNAUTHENTICATED')

      expect(refusal(await details(t, boss, 987_654_321), 404).code).toBe('MEMBER_NOT_FOUND')
      expect(refusal(await details(t, boss, boss.id), 404).code).toBe('MEMBER_NOT_FOUND')
      expect(refusal(await details(t, boss, 0), 400).code).toBe('VALIDATION_FAILED')
      expect(refusal(await call(t, boss, 'GET', '/api/admin/network/members/abc'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
      const erased = await sponsor(t, { role: 'Consultant' })
      await t.app.eraseAccount(erased.id)
      expect(refusal(await details(t, boss, erased.id), 404).code).toBe('MEMBER_NOT_FOUND')
    })

    it("lists a role's applicants only for that role's admins", async () => {
      const list = (who: Person, role: string) =>
        call(t, who, 'GET', `/api/admin/network/members?role=${role}&status=APPROVED`)
      const consultants = dataOf<{ items: { user_id: number }[] }>(await list(consultantsAdmin, 'Consultant'))
      expect(consultants.items.map((m) => m.user_id)).toContain(ada.id)
      expect(refusal(await list(consultantsAdmin, 'Client'), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      expect(refusal(await list(consultantsAdmin, 'ExecPartner'), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      expect(refusal(await list(clientsAdmin, 'Consultant'), 403).code).toBe('ADMIN_PERMISSION_MISSING')
      dataOf(await list(clientsAdmin, 'Client'))
    })
  })
}
