import type { Application } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_EXPIRY_DAYS } from '../../../src/network/applications/application-process.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signInAdmin } from '../../iqs-core/iqs-test-kit.js'
import {
  applied,
  call,
  consultant,
  dataOf,
  move,
  openProject,
  owner,
  refusal,
  signInAgain,
  type Person,
} from './applications-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const DAY = 24 * 60 * 60 * 1000

for (const backend of journeyDatabases()) {
  describe(`an application's transitions on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-03-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person
    let ada: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      ada = await consultant(t)
    })
    afterAll(() => t.close())

    const fresh = async () => applied(t, ada, (await openProject(t, client)).id)
    const stateOf = async (id: string) =>
      dataOf<Application>(await call(t, client, 'GET', `/api/network/applications/${id}`)).state

    it('shortlists then accepts, recording each move with its message', async () => {
      const application = await fresh()
      expect(dataOf<Application>(await move(t, client, application.id, 'shortlist')).state).toBe(
        'shortlisted',
      )
      const accepted = dataOf<Application>(
        await move(t, client, application.id, 'accept', { message: 'Welcome' }),
      )
      expect(accepted.state).toBe('accepted')
      expect(accepted.history.map((h) => [h.transition, h.from_state, h.to_state, h.message])).toEqual([
        ['submit', 'initial', 'submitted', null],
        ['shortlist', 'submitted', 'shortlisted', null],
        ['accept', 'shortlisted', 'accepted', 'Welcome'],
      ])
    })

    it('accepts or rejects straight from submitted, and lets the consultant withdraw', async () => {
      const a = await fresh()
      expect(dataOf<Application>(await move(t, client, a.id, 'accept')).state).toBe('accepted')
      const r = await fresh()
      const rejected = dataOf<Application>(await move(t, client, r.id, 'reject', { message: 'Too far' }))
      expect(rejected).toMatchObject({ state: 'rejected' })
      expect(rejected.history.at(-1)).toMatchObject({ transition: 'reject', message: 'Too far' })
      const w = await fresh()
      await move(t, client, w.id, 'shortlist')
      expect(dataOf<Application>(await move(t, ada, w.id, 'withdraw')).state).toBe('withdrawn')
    })

    it('refuses each transition from a state it does not start from (409, nothing recorded)', async () => {
      const application = await fresh()
      await move(t, client, application.id, 'accept')
      for (const [who, transition] of [
        [client, 'shortlist'],
        [client, 'accept'],
        [client, 'reject'],
        [ada, 'withdraw'],
      ] as const) {
        const error = refusal(await move(t, who, application.id, transition), 409)
        expect(error).toMatchObject({
          code: 'TRANSITION_NOT_ALLOWED',
          details: { state: 'accepted', transition },
        })
      }
      const withdrawn = await fresh()
      await move(t, ada, withdrawn.id, 'withdraw')
      expect(refusal(await move(t, client, withdrawn.id, 'shortlist'), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
      const shortlisted = await fresh()
      await move(t, client, shortlisted.id, 'shortlist')
      expect(refusal(await move(t, client, shortlisted.id, 'shortlist'), 409).code).toBe(
        'TRANSITION_NOT_ALLOWED',
      )
      const after = dataOf<Application>(
        await call(t, ada, 'GET', `/api/network/applications/${application.id}`),
      )
      expect(after.history.map((h) => h.transition)).toEqual(['submit', 'accept'])
    })

    it("refuses the wrong side (403), someone else's application (404), and bad input (400)", async () => {
      const application = await fresh()
      for (const transition of ['shortlist', 'accept', 'reject'])
        expect(refusal(await move(t, ada, application.id, transition), 403).code).toBe('TRANSITION_FORBIDDEN')
      expect(refusal(await move(t, client, application.id, 'withdraw'), 403).code).toBe(
        'TRANSITION_FORBIDDEN',
      )
      const admin = await signInAdmin(t)
      expect(refusal(await move(t, admin, application.id, 'accept'), 403).code).toBe('TRANSITION_FORBIDDEN')
      for (const who of [await owner(t), await consultant(t)])
        for (const transition of ['shortlist', 'withdraw'])
          expect(refusal(await move(t, who, application.id, transition), 404).code).toBe(
            'APPLICATION_NOT_FOUND',
          )
      expect((await move(t, undefined, application.id, 'accept')).statusCode).toBe(401)
      for (const body of [{ message: 'x'.repeat(2001) }, { message: 'a\u0000' }, { other: 1 }, []])
        expect((await move(t, client, application.id, 'reject', body)).statusCode).toBe(400)
      expect((await move(t, client, 'nope', 'accept')).statusCode).toBe(400)
      expect(await stateOf(application.id)).toBe('submitted')
    })

    it('lets one of an accept and a withdraw at once win; the other finds the new state (409)', async () => {
      for (let round = 0; round < 3; round++) {
        const application = await fresh()
        const [accept, withdraw] = await Promise.all([
          move(t, client, application.id, 'accept'),
          move(t, ada, application.id, 'withdraw'),
        ])
        expect([accept.statusCode, withdraw.statusCode].sort((a, b) => a - b)).toEqual([200, 409])
        const after = dataOf<Application>(
          await call(t, ada, 'GET', `/api/network/applications/${application.id}`),
        )
        expect(after.state).toBe(accept.statusCode === 200 ? 'accepted' : 'withdrawn')
        expect(after.history).toHaveLength(2)
      }
    })

    it('keeps applications as they are when the project closes: the owner may still accept', async () => {
      const project = await openProject(t, client)
      const application = await applied(t, ada, project.id)
      await call(t, client, 'POST', `/api/network/projects/${project.id}/close`)
      expect(await stateOf(application.id)).toBe('submitted')
      expect(dataOf<Application>(await move(t, client, application.id, 'accept')).state).toBe('accepted')
      // The consultant still sees the closed job they applied to.
      const job = await call(t, ada, 'GET', `/api/network/jobs/${project.id}`)
      expect(job.statusCode).toBe(200)
    })

    it(`expires an application unanswered for ${APPLICATION_EXPIRY_DAYS} days, as the system`, async () => {
      const old = await fresh()
      const answered = await fresh()
      await t.app.workflow.sweep()
      clock.advance((APPLICATION_EXPIRY_DAYS - 1) * DAY)
      await signInAgain(t, client)
      await signInAgain(t, ada)
      await move(t, client, answered.id, 'shortlist')
      clock.advance(DAY + 1)
      await signInAgain(t, client)
      await signInAgain(t, ada)
      await t.app.workflow.sweep()
      const expired = dataOf<Application>(await call(t, ada, 'GET', `/api/network/applications/${old.id}`))
      expect(expired.state).toBe('expired')
      expect(expired.history.at(-1)).toMatchObject({
        transition: 'expire',
        by_system: true,
        to_state: 'expired',
      })
      // Shortlisting answered it: its own 14 days start then.
      expect(await stateOf(answered.id)).toBe('shortlisted')
      clock.advance(APPLICATION_EXPIRY_DAYS * DAY)
      await signInAgain(t, client)
      await signInAgain(t, ada)
      await t.app.workflow.sweep()
      expect(await stateOf(answered.id)).toBe('expired')
    })

    it("withdraws an erased consultant's waiting applications and drops their CV and message", async () => {
      const leaving = await consultant(t)
      const project = await openProject(t, client)
      const waiting = await applied(t, leaving, project.id)
      const accepted = await applied(t, leaving, (await openProject(t, client)).id)
      await move(t, client, accepted.id, 'accept')
      await t.app.eraseAccount(leaving.id)
      const rows = await t.database.db
        .selectFrom('network_applications')
        .select(['id', 'state', 'cv_key', 'cover_message'])
        .where('consultant_user_id', '=', leaving.id)
        .orderBy('created_at')
        .orderBy('state', 'desc')
        .execute()
      expect(rows).toEqual(
        expect.arrayContaining([
          { id: waiting.id, state: 'withdrawn', cv_key: null, cover_message: '' },
          { id: accepted.id, state: 'accepted', cv_key: null, cover_message: '' },
        ]),
      )
      const withdrawal = dataOf<Application>(
        await call(t, client, 'GET', `/api/network/applications/${waiting.id}`),
      )
      expect(withdrawal.history.at(-1)).toMatchObject({ transition: 'withdraw', by_system: true })
      expect(withdrawal.cv).toBeNull()
      expect((await call(t, client, 'GET', `/api/network/applications/${waiting.id}/cv`)).statusCode).toBe(
        404,
      )
      expect(await t.app.files.get(`users/${leaving.id}/applications/${waiting.id}/cv`)).toBeUndefined()
    })
  })
}
