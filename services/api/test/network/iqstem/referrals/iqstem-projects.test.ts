import type { IqstemProjects } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { journeyDatabases } from '../../../helpers/journey-databases.js'
import { act, COMPLETE, drafted, owner } from '../../contracts/contracts-test-kit.js'
import { draft, published } from '../../projects/projects-test-kit.js'
import {
  call,
  codeOf,
  dataOf,
  invited,
  invitee,
  refusal,
  register,
  setStatus,
  sponsor,
  uploadCv,
  type Person,
} from './referrals-test-kit.js'

for (const backend of journeyDatabases()) {
  describe(`all-projects on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
    })
    afterAll(() => t.close())

    const projects = async (who: Person) =>
      dataOf<IqstemProjects>(await call(t, who, 'GET', '/api/network/iqstem/projects'))

    /** A lead of `member` converted into `projectId` (the leads part converts; the row is set by hand). */
    async function leadInto(member: Person, projectId: number, company: string): Promise<number> {
      const row = await t.database.db
        .insertInto('iqstem_leads')
        .values({
          member_user_id: member.id,
          company,
          company_key: company.toLowerCase(),
          contact_name: 'Jeanne Martin',
          contact_role: null,
          contact_email: `${company.toLowerCase().replaceAll(' ', '.')}@client.example`,
          contact_phone: null,
          sector: 'insurance',
          need: 'A platform',
          budget: null,
          timing: 'immediate',
          consent: true,
          state: 'converted',
          representative_user_id: null,
          representative_notes: null,
          lost_reason: null,
          project_id: projectId,
          created_at: clock.date(),
          updated_at: clock.date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    }

    it('shows the projects of my leads and of my consultants’ contracts, and the open board', async () => {
      const iris = await sponsor(t)
      const client = await owner(t)
      const fromLead = await draft(t, client, { ...COMPLETE, title: 'From my lead' })
      const leadId = await leadInto(iris, fromLead.id, `Lead Company ${Date.now()}`)

      const referral = await invited(t, iris, invitee({ first_name: 'Grace', last_name: 'Hopper' }))
      const grace = await register(t, { email: referral.email, sponsorCode: await codeOf(t, referral.id) })
      await uploadCv(t, grace)
      await setStatus(t, grace, 'APPROVED')
      clock.advance(60_000)
      const signed = await drafted(t, client, grace)
      const pending = await drafted(t, client, grace)
      dataOf(await act(t, grace, signed.id, 'sign'))
      dataOf(await act(t, client, signed.id, 'sign'))

      const answer = await projects(iris)
      // Newest first; the draft-contract project is not mine (nothing signed on it yet).
      expect(answer.mine.map((p) => p.id)).toEqual([signed.project.id, fromLead.id])
      expect(answer.mine.map((p) => p.id)).not.toContain(pending.project.id)
      expect(answer.mine[0]).toMatchObject({
        status: 'published',
        via: { lead_id: null, referral_name: 'Grace Hopper' },
      })
      expect(answer.mine[1]).toMatchObject({
        title: 'From my lead',
        status: 'draft',
        published_at: null,
        via: { lead_id: leadId, referral_name: null },
      })
      // The board: published only, newest first, each without `via`.
      expect(answer.open.length).toBeGreaterThan(0)
      expect(answer.open.length).toBeLessThanOrEqual(50)
      expect(answer.open.every((p) => p.status === 'published' && p.via === null)).toBe(true)
      expect(answer.open.map((p) => p.id)).not.toContain(fromLead.id)
      const dates = answer.open.map((p) => p.published_at ?? '')
      expect([...dates].sort().reverse()).toEqual(dates)
      expect(answer.open.map((p) => p.id)).toContain(signed.project.id)
    })

    it('shows a project once when both a lead and a consultant bring it', async () => {
      const iris = await sponsor(t)
      const client = await owner(t)
      const referral = await invited(t, iris, invitee({ first_name: 'Alan', last_name: 'Turing' }))
      const alan = await register(t, { email: referral.email })
      await uploadCv(t, alan)
      await setStatus(t, alan, 'APPROVED')
      const contract = await drafted(t, client, alan)
      dataOf(await act(t, alan, contract.id, 'sign'))
      dataOf(await act(t, client, contract.id, 'sign'))
      const leadId = await leadInto(iris, contract.project.id, `Both Company ${Date.now()}`)
      expect((await projects(iris)).mine).toEqual([
        expect.objectContaining({
          id: contract.project.id,
          via: { lead_id: leadId, referral_name: 'Alan Turing' },
        }),
      ])
    })

    it('shows a member with no lead and no consultant only the board; others may not look', async () => {
      const newcomer = await sponsor(t, { role: 'Consultant', status: 'PENDING' })
      await published(t, await owner(t))
      const answer = await projects(newcomer)
      expect(answer.mine).toEqual([])
      expect(answer.open.length).toBeGreaterThan(0)
      const client = await owner(t)
      expect(refusal(await call(t, client, 'GET', '/api/network/iqstem/projects'), 403).code).toBe(
        'ROLE_FORBIDDEN',
      )
      expect(refusal(await call(t, undefined, 'GET', '/api/network/iqstem/projects'), 401).code).toBe(
        'UNAUTHENTICATED',
      )
    })
  })
}
