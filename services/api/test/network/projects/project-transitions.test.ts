import { PROJECT_PUBLISH_FIELDS } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectProcess, PROJECT_EXPIRY_DAYS } from '../../../src/network/projects/project-process.js'
import { runTransition } from '../../../src/network/workflow/apply-transition.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  call,
  COMPLETE,
  dataOf,
  draft,
  newPerson,
  published,
  refusal,
  signInAgain,
  type Person,
} from './projects-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const DAY = 24 * 60 * 60 * 1000

for (const backend of journeyDatabases()) {
  describe(`the project's transitions on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-03-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await newPerson(t, 'Client')
    })
    afterAll(() => t.close())

    /** Moves the app's clock, and signs the client in again (their access token has expired). */
    const advance = async (ms: number) => {
      clock.advance(ms)
      await signInAgain(t, client)
    }
    const take = (id: number, transition: string, who: Person = client) =>
      call(t, who, 'POST', `/api/network/projects/${id}/${transition}`)

    it('publishes, closes and reopens, recording who and when', async () => {
      const project = await draft(t, client)
      const live = dataOf(await take(project.id, 'publish'))
      expect(live).toMatchObject({ status: 'published', published_at: '2030-03-01T08:00:00.000Z' })
      await advance(DAY)
      expect(dataOf(await take(project.id, 'close')).status).toBe('closed')
      await advance(DAY)
      const reopened = dataOf(await take(project.id, 'reopen'))
      expect(reopened).toMatchObject({ status: 'published', published_at: '2030-03-03T08:00:00.000Z' })
      expect(reopened.history.map((h) => [h.transition, h.from_state, h.to_state, h.by_owner, h.at])).toEqual(
        [
          ['create', 'initial', 'draft', true, '2030-03-01T08:00:00.000Z'],
          ['publish', 'draft', 'published', true, '2030-03-01T08:00:00.000Z'],
          ['close', 'published', 'closed', true, '2030-03-02T08:00:00.000Z'],
          ['reopen', 'closed', 'published', true, '2030-03-03T08:00:00.000Z'],
        ],
      )
    })

    it('refuses each transition from a state it does not start from (409, nothing changes)', async () => {
      const project = await draft(t, client)
      const refusedIn = async (transition: string, state: string) => {
        const error = refusal(await take(project.id, transition), 409)
        expect(error).toMatchObject({ code: 'TRANSITION_NOT_ALLOWED', details: { state, transition } })
      }
      await refusedIn('close', 'draft')
      await refusedIn('reopen', 'draft')
      await take(project.id, 'publish')
      await refusedIn('publish', 'published')
      await refusedIn('reopen', 'published')
      await take(project.id, 'close')
      await refusedIn('publish', 'closed')
      await refusedIn('close', 'closed')
      const edit = refusal(await call(t, client, 'PUT', `/api/network/projects/${project.id}`, COMPLETE), 409)
      expect(edit).toMatchObject({ details: { state: 'closed', transition: 'update' } })
      const after = dataOf(await call(t, client, 'GET', `/api/network/projects/${project.id}`))
      expect(after.status).toBe('closed')
      expect(after.history).toHaveLength(3)
    })

    it('publishes only a complete project: 422 names what is missing', async () => {
      const bare = await draft(t, client, { title: 'Bare', success_fee: '100' })
      const error = refusal(await take(bare.id, 'publish'), 422)
      expect(error).toMatchObject({
        code: 'PROJECT_INCOMPLETE',
        // Everything but the title, in the form's order.
        details: { missing: PROJECT_PUBLISH_FIELDS.filter((field) => field !== 'title') },
      })
      const remote = await draft(t, client, {
        ...COMPLETE,
        city: null,
        remote: true,
        success_fee: null,
        kpis: [],
      })
      expect(dataOf(await take(remote.id, 'publish')).status).toBe('published')
      expect(dataOf(await call(t, client, 'GET', `/api/network/projects/${bare.id}`)).history).toHaveLength(1)
    })

    it('lets the owner only take the owner transitions, and the system only its own (403)', async () => {
      const project = await published(t, client)
      const asOwner = runTransition(t.app.db, projectProcess, {
        entityId: project.id,
        transition: 'expire',
        actor: { role: 'owner', userId: client.id },
        at: clock.date(),
      })
      await expect(asOwner).rejects.toMatchObject({ code: 'TRANSITION_FORBIDDEN', status: 403 })
      const asSystem = runTransition(t.app.db, projectProcess, {
        entityId: project.id,
        transition: 'reopen',
        actor: { role: 'system', userId: null },
        at: clock.date(),
      })
      await expect(asSystem).rejects.toMatchObject({ code: 'TRANSITION_FORBIDDEN' })
      expect(dataOf(await call(t, client, 'GET', `/api/network/projects/${project.id}`)).status).toBe(
        'published',
      )
    })

    it('lets one of two concurrent publishes win; the other finds it published (409)', async () => {
      const project = await draft(t, client)
      const answers = await Promise.all([take(project.id, 'publish'), take(project.id, 'publish')])
      expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([200, 409])
      const after = dataOf(await call(t, client, 'GET', `/api/network/projects/${project.id}`))
      expect(after.history.filter((h) => h.transition === 'publish')).toHaveLength(1)
    })

    it(`closes a published project after ${PROJECT_EXPIRY_DAYS} days on the board, as the system`, async () => {
      const old = await published(t, client)
      await advance((PROJECT_EXPIRY_DAYS - 1) * DAY)
      const young = await published(t, client)
      const edited = await published(t, client)
      await advance(DAY / 2)
      await call(t, client, 'PUT', `/api/network/projects/${edited.id}`, COMPLETE)
      expect((await t.app.workflow.sweep())['project.expire']).toBe(0)
      await advance(DAY / 2 + 1)
      // Moving the clock past the hour has run the app's own sweep too: either one closes it, once.
      await t.app.workflow.sweep()
      const expired = dataOf(await call(t, client, 'GET', `/api/network/projects/${old.id}`))
      expect(expired.status).toBe('closed')
      expect(expired.history.filter((h) => h.transition === 'expire')).toEqual([
        expect.objectContaining({ by_owner: false, from_state: 'published', to_state: 'closed' }),
      ])
      expect(dataOf(await call(t, client, 'GET', `/api/network/projects/${young.id}`)).status).toBe(
        'published',
      )
      // An edit keeps the state: the deadline counts from the publication, not from the edit.
      await advance(PROJECT_EXPIRY_DAYS * DAY)
      await t.app.workflow.sweep()
      expect(dataOf(await call(t, client, 'GET', `/api/network/projects/${edited.id}`)).status).toBe('closed')
      expect((await t.app.workflow.sweep())['project.expire']).toBe(0)
    })

    it("runs the sweeper on the app's clock", async () => {
      const project = await published(t, client)
      await advance((PROJECT_EXPIRY_DAYS + 1) * DAY)
      await expect
        .poll(async () => dataOf(await call(t, client, 'GET', `/api/network/projects/${project.id}`)).status)
        .toBe('closed')
    })

    it("deletes an erased owner's drafts, closes and detaches the published ones", async () => {
      const owner = await newPerson(t, 'ExecPartner')
      const kept = await draft(t, owner)
      const live = await published(t, owner)
      const closed = await published(t, owner)
      await take(closed.id, 'close', owner)
      await t.app.eraseAccount(owner.id)
      const rows = await t.app.db
        .selectFrom('projects')
        .select(['id', 'status', 'owner_user_id', 'contact'])
        .where('id', 'in', [kept.id, live.id, closed.id])
        .orderBy('id')
        .execute()
      expect(rows).toEqual([
        { id: live.id, status: 'closed', owner_user_id: null, contact: null },
        { id: closed.id, status: 'closed', owner_user_id: null, contact: null },
      ])
      const last = await t.app.db
        .selectFrom('network_transitions')
        .select(['transition', 'actor_user_id', 'message'])
        .where('entity_id', '=', String(live.id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(last).toMatchObject({ transition: 'close', actor_user_id: null })
    })
  })
}
