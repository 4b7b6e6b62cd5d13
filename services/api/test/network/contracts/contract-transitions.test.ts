import type { Contract, ContractList, NotificationPage, ProjectCriteria } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT_LAPSE_DAYS } from '../../../src/network/contracts/contract-process.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signInAdmin } from '../../iqs-core/iqs-test-kit.js'
import {
  act,
  active,
  call,
  COMPLETE,
  completed,
  consultant,
  contractOf,
  DAY,
  dataOf,
  drafted,
  owner,
  refusal,
  signInAgain,
  type Person,
} from './contracts-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`a contract's transitions on ${backend.name}`, () => {
    // Before the applications' availability (2030-04-01): contracts start then.
    const clock = testClock(Date.parse('2030-03-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person
    let ada: Person
    let stranger: Person
    let admin: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      ada = await consultant(t)
      stranger = await owner(t)
      admin = await signInAdmin(t)
    })
    afterAll(() => t.close())

    const signInAll = async () => {
      for (const person of [client, ada, stranger, admin]) await signInAgain(t, person)
    }
    const stateOf = async (id: string) => (await contractOf(t, client, id)).state
    const transitionsOf = async (id: string) =>
      (
        await t.database.db
          .selectFrom('network_transitions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('entity_id', '=', id)
          .executeTakeFirstOrThrow()
      ).n

    it('drafts the contract when the owner accepts, with the terms copied and the consultant told', async () => {
      const contract = await drafted(t, client, ada)
      expect(contract).toMatchObject({
        state: 'draft',
        my_part: 'consultant',
        project: { title: COMPLETE.title },
        consultant: { user_id: ada.id, name: 'Ada Lovelace', role: 'Consultant' },
        owner: { user_id: client.id, name: 'Marie Curie', role: 'Client' },
        day_rate: '850.50',
        base_fee: '30000.00',
        success_fee: '10000.50',
        bonus_percent: 20,
        malus_percent: 10,
        kpis: COMPLETE.kpis,
        // The later of the availability (2030-04-01) and today; 90 days, both ends included.
        starts_on: '2030-04-01',
        ends_on: '2030-06-29',
        consultant_signed_at: null,
        owner_signed_at: null,
        review: null,
      })
      expect(contract.history).toEqual([
        expect.objectContaining({
          transition: 'draft',
          from_state: 'initial',
          to_state: 'draft',
          by: 'owner',
        }),
      ])
      const notices = dataOf<NotificationPage>(await call(t, ada, 'GET', '/api/network/notifications'))
      expect(notices.items[0]).toMatchObject({
        kind: 'contract.drafted',
        link: `/my-projects/contracts/${contract.id}`,
      })
      // The owner sees it among theirs too.
      const mine = dataOf<ContractList>(await call(t, client, 'GET', '/api/network/contracts'))
      expect(mine.items.find((c) => c.id === contract.id)).toMatchObject({ my_part: 'owner' })
    })

    it('is signed by one party, then countersigned by the other: signed', async () => {
      const contract = await drafted(t, client, ada)
      const first = dataOf<Contract>(await act(t, ada, contract.id, 'sign'))
      expect(first).toMatchObject({ state: 'draft', consultant_signed_at: '2030-03-01T08:00:00.000Z' })
      expect(first.owner_signed_at).toBeNull()
      const twice = refusal(await act(t, ada, contract.id, 'sign'), 409)
      expect(twice.code).toBe('CONTRACT_ALREADY_SIGNED')
      const second = dataOf<Contract>(await act(t, client, contract.id, 'sign'))
      expect(second.state).toBe('signed')
      expect(second.owner_signed_at).not.toBeNull()
      expect(second.history.map((h) => [h.transition, h.from_state, h.to_state, h.by])).toEqual([
        ['draft', 'initial', 'draft', 'owner'],
        ['sign', 'draft', 'draft', 'consultant'],
        ['countersign', 'draft', 'signed', 'owner'],
      ])
      // Signed: no signature is taken any more.
      expect(refusal(await act(t, client, contract.id, 'sign'), 409).code).toBe('TRANSITION_NOT_ALLOWED')
      const told = dataOf<NotificationPage>(await call(t, client, 'GET', '/api/network/notifications'))
      expect(told.items[0]).toMatchObject({ kind: 'contract.signed' })
      const toldAda = dataOf<NotificationPage>(await call(t, ada, 'GET', '/api/network/notifications'))
      expect(toldAda.items[0]).toMatchObject({ kind: 'contract.countersigned' })
    })

    it('lets the owner start it and complete it with the KPIs measured: the success fee is due', async () => {
      const contract = await active(t, client, ada)
      expect(contract.state).toBe('active')
      const done = dataOf<Contract>(
        await act(t, client, contract.id, 'complete', {
          kpi_results: [{ measured: '+26 %', achievement_percent: 130 }],
        }),
      )
      expect(done).toMatchObject({
        state: 'completed',
        kpi_results: [
          { name: 'Claims handled', target: '+20 %', measured: '+26 %', achievement_percent: 130 },
        ],
        // 130 % is held at the bonus bound (20 %): 10000.50 x 1.2.
        success_multiple: '1.2000',
        success_fee_due: '12000.60',
        completed_at: '2030-03-01T08:00:00.000Z',
        review: { open_until: '2030-03-31T08:00:00.000Z', mine: null },
      })
      const told = dataOf<NotificationPage>(await call(t, ada, 'GET', '/api/network/notifications'))
      expect(told.items[0]).toMatchObject({ kind: 'contract.completed' })
      // Completed is final.
      for (const action of ['start', 'complete', 'terminate', 'sign'])
        expect(
          refusal(
            await act(
              t,
              client,
              contract.id,
              action,
              action === 'terminate'
                ? { message: 'x' }
                : action === 'complete'
                  ? { kpi_results: [{ measured: '1', achievement_percent: 1 }] }
                  : undefined,
            ),
            409,
          ).code,
        ).toBe('TRANSITION_NOT_ALLOWED')
    })

    it('refuses a step from the wrong party (403) and from the wrong state (409), changing nothing', async () => {
      const contract = await drafted(t, client, ada)
      const before = await transitionsOf(contract.id)
      expect(refusal(await act(t, client, contract.id, 'start'), 409)).toMatchObject({
        code: 'TRANSITION_NOT_ALLOWED',
        details: { state: 'draft', transition: 'start' },
      })
      expect(refusal(await act(t, ada, contract.id, 'terminate', { message: 'Bye' }), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
      dataOf(await act(t, ada, contract.id, 'sign'))
      dataOf(await act(t, client, contract.id, 'sign'))
      expect(refusal(await act(t, ada, contract.id, 'start'), 403).code).toBe('TRANSITION_FORBIDDEN')
      dataOf(await act(t, client, contract.id, 'start'))
      expect(
        refusal(
          await act(t, ada, contract.id, 'complete', {
            kpi_results: [{ measured: '1', achievement_percent: 100 }],
          }),
          403,
        ).code,
      ).toBe('TRANSITION_FORBIDDEN')
      // An admin reads it, and takes no step.
      expect((await contractOf(t, admin, contract.id)).my_part).toBe('admin')
      expect(refusal(await act(t, admin, contract.id, 'sign'), 403).code).toBe('TRANSITION_FORBIDDEN')
      expect(refusal(await act(t, admin, contract.id, 'terminate', { message: 'No' }), 403).code).toBe(
        'TRANSITION_FORBIDDEN',
      )
      expect(await stateOf(contract.id)).toBe('active')
      expect(Number(await transitionsOf(contract.id))).toBe(Number(before) + 3)
    })

    it("answers 404 for someone else's contract and for a missing one, to each step", async () => {
      const contract = await drafted(t, client, ada)
      for (const who of [stranger, await consultant(t)]) {
        expect(refusal(await call(t, who, 'GET', `/api/network/contracts/${contract.id}`), 404).code).toBe(
          'CONTRACT_NOT_FOUND',
        )
        expect(refusal(await act(t, who, contract.id, 'sign'), 404).code).toBe('CONTRACT_NOT_FOUND')
      }
      const missing = '00000000-0000-4000-8000-000000000000'
      expect(refusal(await act(t, client, missing, 'sign'), 404).code).toBe('CONTRACT_NOT_FOUND')
      expect(refusal(await call(t, client, 'GET', '/api/network/contracts/not-a-uuid'), 400).code).toBe(
        'VALIDATION_FAILED',
      )
      expect((await call(t, undefined, 'GET', `/api/network/contracts/${contract.id}`)).statusCode).toBe(401)
      expect(await stateOf(contract.id)).toBe('draft')
    })

    it('refuses bad completion results (400) and leaves the contract active', async () => {
      const contract = await active(t, client, ada)
      for (const body of [
        { kpi_results: [] },
        {
          kpi_results: [
            { measured: 'a', achievement_percent: 100 },
            { measured: 'b', achievement_percent: 100 },
          ],
        },
        { kpi_results: [{ measured: '', achievement_percent: 100 }] },
        { kpi_results: [{ measured: 'x', achievement_percent: 301 }] },
        { kpi_results: [{ measured: 'x', achievement_percent: -1 }] },
        { kpi_results: [{ measured: 'x', achievement_percent: 99.5 }] },
        {},
      ])
        expect(refusal(await act(t, client, contract.id, 'complete', body), 400).code).toBe(
          'VALIDATION_FAILED',
        )
      const after = await contractOf(t, client, contract.id)
      expect(after).toMatchObject({ state: 'active', kpi_results: null, success_fee_due: null })
    })

    it('is terminated by either party with a message, which the other reads', async () => {
      const contract = await active(t, client, ada)
      expect(refusal(await act(t, ada, contract.id, 'terminate', { message: '  ' }), 400).code).toBe(
        'VALIDATION_FAILED',
      )
      expect(refusal(await act(t, ada, contract.id, 'terminate'), 400).code).toBe('VALIDATION_FAILED')
      const ended = dataOf<Contract>(
        await act(t, ada, contract.id, 'terminate', { message: 'The scope changed.' }),
      )
      expect(ended.state).toBe('terminated')
      expect(ended.history.at(-1)).toMatchObject({
        transition: 'terminate',
        by: 'consultant',
        message: 'The scope changed.',
      })
      const told = dataOf<NotificationPage>(await call(t, client, 'GET', '/api/network/notifications'))
      expect(told.items[0]).toMatchObject({
        kind: 'contract.terminated',
        params: { message: 'The scope changed.' },
      })
      const mail = t.mails.filter((m) => m.to === client.email).at(-1)!
      expect(mail.subject).toBe(`The contract for "${COMPLETE.title}" was terminated`)
      expect(mail.text).toContain('The scope changed.')
      // A signed one too, by the owner.
      const signed = await drafted(t, client, ada)
      dataOf(await act(t, ada, signed.id, 'sign'))
      dataOf(await act(t, client, signed.id, 'sign'))
      expect(
        dataOf<Contract>(await act(t, client, signed.id, 'terminate', { message: 'No budget' })).state,
      ).toBe('terminated')
    })

    it('shows the criteria to the owner, the consultant with a contract, and admins; 404 to others', async () => {
      const contract = await completed(t, client, ada, 95)
      const criteria = dataOf<ProjectCriteria>(
        await call(t, client, 'GET', `/api/network/projects/${contract.project.id}/criteria`),
      )
      expect(criteria).toMatchObject({
        success_fee: '10000.50',
        bonus_percent: 20,
        malus_percent: 10,
        kpis: COMPLETE.kpis,
        contracts: [
          {
            id: contract.id,
            success_multiple: '0.9500',
            success_fee_due: '9500.48',
            kpi_results: [expect.objectContaining({ achievement_percent: 95 })],
          },
        ],
      })
      for (const who of [ada, admin])
        expect(
          dataOf<ProjectCriteria>(
            await call(t, who, 'GET', `/api/network/projects/${contract.project.id}/criteria`),
          ).contracts,
        ).toHaveLength(1)
      for (const who of [stranger, await consultant(t)])
        expect(
          refusal(await call(t, who, 'GET', `/api/network/projects/${contract.project.id}/criteria`), 404)
            .code,
        ).toBe('PROJECT_NOT_FOUND')
      expect(refusal(await call(t, client, 'GET', '/api/network/projects/999999/criteria'), 404).code).toBe(
        'PROJECT_NOT_FOUND',
      )
    })

    it(`lapses a draft unsigned for ${CONTRACT_LAPSE_DAYS} days and starts a signed one on its start date`, async () => {
      const unsigned = await drafted(t, client, ada)
      const halfSigned = await drafted(t, client, ada)
      dataOf(await act(t, ada, halfSigned.id, 'sign'))
      const toStart = await drafted(t, client, ada)
      dataOf(await act(t, ada, toStart.id, 'sign'))
      dataOf(await act(t, client, toStart.id, 'sign'))
      await t.app.workflow.sweep()
      expect(await stateOf(unsigned.id)).toBe('draft')
      clock.advance(CONTRACT_LAPSE_DAYS * DAY + 1)
      await signInAll()
      await t.app.workflow.sweep()
      expect(await stateOf(unsigned.id)).toBe('lapsed')
      // One signature is not enough: it lapses too.
      expect(await stateOf(halfSigned.id)).toBe('lapsed')
      // 2030-03-15: not its start date (2030-04-01) yet.
      expect(await stateOf(toStart.id)).toBe('signed')
      clock.advance(17 * DAY)
      await signInAll()
      await t.app.workflow.sweep()
      const started = await contractOf(t, ada, toStart.id)
      expect(started.state).toBe('active')
      expect(started.history.at(-1)).toMatchObject({ transition: 'start', by: 'system' })
      await t.app.notifications.dispatch()
      const lapsedMails = t.mails.filter((m) => m.to === ada.email && m.subject.includes('lapsed'))
      expect(lapsedMails.length).toBeGreaterThanOrEqual(2)
    })

    it("ends an erased party's live contracts and blanks what they wrote", async () => {
      const leaving = await consultant(t)
      const running = await active(t, client, leaving)
      const draft = await drafted(t, client, leaving)
      const ended = await active(t, client, leaving)
      dataOf(await act(t, leaving, ended.id, 'terminate', { message: 'My private reason' }))
      await t.app.eraseAccount(leaving.id)
      const a = await contractOf(t, client, running.id)
      expect(a.state).toBe('terminated')
      expect(a.history.at(-1)).toMatchObject({ transition: 'terminate', by: 'system' })
      expect(a.consultant.name).toBeNull()
      expect((await contractOf(t, client, draft.id)).state).toBe('lapsed')
      const b = await contractOf(t, client, ended.id)
      expect(b.history.find((h) => h.transition === 'terminate')?.message).toBeNull()
      const told = dataOf<NotificationPage>(await call(t, client, 'GET', '/api/network/notifications'))
      expect(told.items[0]).toMatchObject({ kind: expect.stringMatching(/^contract\.(terminated|lapsed)$/) })
    })
  })
}
