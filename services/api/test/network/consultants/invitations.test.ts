import type {
  ConsultantDetail,
  Invitation,
  InvitationList,
  NotificationPage,
  ReceivedInvitationList,
} from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { draft } from '../projects/projects-test-kit.js'
import {
  call,
  COMPLETE,
  dataOf,
  openProject,
  owner,
  refusal,
  seedConsultant,
  type Person,
} from './consultants-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

for (const backend of journeyDatabases()) {
  describe(`invitations to apply on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-05-01T08:00:00Z'))
    let t: AccountsTestApp
    let client: Person
    let otherOwner: Person

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
      client = await owner(t)
      otherOwner = await owner(t, 'ExecPartner')
    })
    afterAll(() => t.close())

    const invite = (who: Person, consultant: Person, body: unknown) =>
      call(t, who, 'POST', `/api/network/consultants/${consultant.id}/invitations`, body)
    const invitationRows = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('network_invitations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const inbox = async (who: Person) =>
      dataOf<NotificationPage>(await call(t, who, 'GET', '/api/network/notifications')).items

    it('invites once per project and consultant, tells the consultant in the app and by mail', async () => {
      const ada = await seedConsultant(t, { firstName: 'Ada', lastName: 'Invited' })
      await t.database.db.updateTable('users').set({ language: 'fr' }).where('id', '=', ada.id).execute()
      const project = await openProject(t, client, { ...COMPLETE, title: 'Audit <b>claims</b>' })
      const sent = dataOf<Invitation>(
        await invite(client, ada, { project_id: project.id, message: 'Your profile fits.' }),
        201,
      )
      expect(sent).toMatchObject({
        project: { id: project.id, title: 'Audit <b>claims</b>' },
        consultant: { user_id: ada.id, first_name: 'Ada', last_name: 'Invited' },
        message: 'Your profile fits.',
        created_at: '2030-05-01T08:00:00.000Z',
      })

      expect((await inbox(ada))[0]).toMatchObject({
        kind: 'invitation.received',
        params: { project_title: 'Audit <b>claims</b>', message: 'Your profile fits.' },
        link: `/my-projects/jobs/details/${project.id}`,
      })
      const mail = t.mails.find((m) => m.to === ada.email)
      expect(mail).toMatchObject({
        language: 'fr',
        subject: 'Vous êtes invité à postuler à « Audit <b>claims</b> »',
      })
      expect(mail!.text).toContain('Your profile fits.')
      expect(mail!.text).toContain(`/my-projects/jobs/details/${project.id}`)
      expect(mail!.html).not.toContain('<b>claims</b>')

      const before = await invitationRows()
      const mailsBefore = t.mails.length
      expect(refusal(await invite(client, ada, { project_id: project.id }), 409).code).toBe('ALREADY_INVITED')
      expect(await invitationRows()).toBe(before)
      expect(t.mails.length).toBe(mailsBefore)
      expect(await inbox(ada)).toHaveLength(1)

      // The owner sees who was invited: in their list, by project, and on the consultant's page.
      const mine = dataOf<InvitationList>(await call(t, client, 'GET', '/api/network/invitations')).items
      expect(mine.map((i) => [i.project.id, i.consultant.user_id])).toContainEqual([project.id, ada.id])
      const ofProject = dataOf<InvitationList>(
        await call(t, client, 'GET', `/api/network/invitations?project_id=${project.id}`),
      ).items
      expect(ofProject).toHaveLength(1)
      const detail = dataOf<ConsultantDetail>(
        await call(t, client, 'GET', `/api/network/consultants/${ada.id}`),
      )
      expect(detail.invitations).toEqual([
        {
          project: { id: project.id, title: 'Audit <b>claims</b>' },
          message: 'Your profile fits.',
          created_at: sent.created_at,
        },
      ])
      // Another owner sees none of it; the consultant sees theirs.
      expect(
        dataOf<InvitationList>(await call(t, otherOwner, 'GET', '/api/network/invitations')).items,
      ).toEqual([])
      const received = dataOf<ReceivedInvitationList>(
        await call(t, ada, 'GET', '/api/network/invitations/received'),
      )
      expect(received.items).toEqual([
        {
          project: { id: project.id, title: 'Audit <b>claims</b>' },
          message: 'Your profile fits.',
          created_at: sent.created_at,
        },
      ])
    })

    it("refuses a draft, another owner's project, a closed one and a consultant who is not shown", async () => {
      const bob = await seedConsultant(t)
      const pending = await seedConsultant(t, { status: 'PENDING' })
      const open = await openProject(t, client)
      const mineAsDraft = await draft(t, client)
      const theirs = await openProject(t, otherOwner)
      const closed = await openProject(t, client)
      dataOf(await call(t, client, 'POST', `/api/network/projects/${closed.id}/close`))
      const before = await invitationRows()
      const notices = (await inbox(bob)).length

      expect(refusal(await invite(client, bob, { project_id: mineAsDraft.id }), 404).code).toBe(
        'PROJECT_NOT_FOUND',
      )
      expect(refusal(await invite(client, bob, { project_id: theirs.id }), 404).code).toBe(
        'PROJECT_NOT_FOUND',
      )
      expect(refusal(await invite(client, bob, { project_id: 9_999_999 }), 404).code).toBe(
        'PROJECT_NOT_FOUND',
      )
      expect(refusal(await invite(client, bob, { project_id: closed.id }), 409).code).toBe('PROJECT_CLOSED')
      expect(refusal(await invite(client, pending, { project_id: open.id }), 404).code).toBe(
        'CONSULTANT_NOT_FOUND',
      )
      expect(refusal(await invite(client, otherOwner, { project_id: open.id }), 404).code).toBe(
        'CONSULTANT_NOT_FOUND',
      )
      for (const body of [
        {},
        { project_id: 'x' },
        { project_id: open.id, message: 'x'.repeat(1001) },
        { project_id: open.id, extra: 1 },
      ])
        expect(refusal(await invite(client, bob, body), 400).code).toBe('VALIDATION_FAILED')
      expect(await invitationRows()).toBe(before)
      expect(await inbox(bob)).toHaveLength(notices)
      // Still invitable to the open one; another owner may invite the same consultant to theirs.
      dataOf(await invite(client, bob, { project_id: open.id }), 201)
      dataOf(await invite(otherOwner, bob, { project_id: theirs.id }), 201)
    })
  })
}
