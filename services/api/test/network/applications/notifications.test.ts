import type { NotificationPage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_EXPIRY_DAYS } from '../../../src/network/applications/application-process.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import {
  applied,
  call,
  COMPLETE,
  consultant,
  dataOf,
  move,
  openProject,
  owner,
  signInAgain,
  type Person,
} from './applications-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const DAY = 24 * 60 * 60 * 1000

for (const backend of journeyDatabases()) {
  describe(`application notifications and mails on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-06-01T08:00:00Z'))
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
    })
    afterAll(() => t.close())

    const inbox = async (who: Person) =>
      dataOf<NotificationPage>(await call(t, who, 'GET', '/api/network/notifications'))
    const mailsTo = (who: Person) => t.mails.filter((mail) => mail.to === who.email)

    it('tells the other side of each move, in the app and by mail in their language', async () => {
      const client = await owner(t, 'Client', 'fr')
      const ada = await consultant(t)
      const project = await openProject(t, client, { ...COMPLETE, title: 'Audit <script>' })
      const application = await applied(t, ada, project.id)

      const toOwner = await inbox(client)
      expect(toOwner.unread).toBe(1)
      expect(toOwner.items[0]).toMatchObject({
        kind: 'application.submitted',
        params: { project_title: 'Audit <script>', consultant_name: 'Ada Lovelace' },
        link: `/my-projects/project-status/${project.id}`,
        read_at: null,
      })
      const [submitted] = mailsTo(client)
      expect(submitted).toMatchObject({
        language: 'fr',
        subject: 'Nouvelle candidature à « Audit <script> »',
      })
      expect(submitted!.text).toContain('Ada Lovelace a postulé')
      expect(submitted!.text).toContain(`/my-projects/project-status/${project.id}`)
      expect(submitted!.html).toContain('Audit &lt;script&gt;')
      expect(submitted!.html).not.toContain('<script>')
      expect((await inbox(ada)).items).toEqual([])

      await move(t, client, application.id, 'shortlist')
      await move(t, client, application.id, 'reject', { message: 'We chose <b>someone</b> closer' })
      const toConsultant = await inbox(ada)
      expect(toConsultant.items.map((n) => [n.kind, n.link])).toEqual([
        ['application.rejected', `/my-projects/applications/${application.id}`],
        ['application.shortlisted', `/my-projects/applications/${application.id}`],
      ])
      expect(toConsultant.items[0]!.params.message).toBe('We chose <b>someone</b> closer')
      const [shortlisted, rejected] = mailsTo(ada)
      expect(shortlisted).toMatchObject({
        language: 'en',
        subject: 'You are shortlisted for "Audit <script>"',
      })
      expect(rejected!.subject).toBe('Your application to "Audit <script>" was not retained')
      expect(rejected!.text).toContain('We chose <b>someone</b> closer')
      expect(rejected!.html).toContain('We chose &lt;b&gt;someone&lt;/b&gt; closer')
      expect(mailsTo(client)).toHaveLength(1)
    })

    it('sends an executive partner to their own project page, and tells them of a withdrawal', async () => {
      const partner = await owner(t, 'ExecPartner')
      const ada = await consultant(t)
      const project = await openProject(t, partner)
      const application = await applied(t, ada, project.id)
      await move(t, ada, application.id, 'withdraw')
      const items = (await inbox(partner)).items
      expect(items.map((n) => [n.kind, n.link])).toEqual([
        ['application.withdrawn', `/my-projects/my-projects/${project.id}`],
        ['application.submitted', `/my-projects/my-projects/${project.id}`],
      ])
      expect(mailsTo(partner).map((m) => m.subject)).toEqual([
        `New application to "${COMPLETE.title}"`,
        `An application to "${COMPLETE.title}" was withdrawn`,
      ])
      const accepted = await applied(t, ada, project.id)
      await move(t, partner, accepted.id, 'accept')
      // Accepting drafts the contract too (issue 16 part 3): its notice follows the acceptance's.
      expect((await inbox(ada)).items.slice(0, 2).map((n) => n.kind)).toEqual([
        'contract.drafted',
        'application.accepted',
      ])
      expect(mailsTo(ada).at(-2)!.subject).toBe(`Your application to "${COMPLETE.title}" is accepted`)
      expect(mailsTo(ada).at(-1)!.subject).toBe(`Your contract for "${COMPLETE.title}" is ready to sign`)
    })

    it('tells both sides of an expiry, by mail once the dispatcher runs', async () => {
      const client = await owner(t)
      const ada = await consultant(t, { language: 'fr' })
      const application = await applied(t, ada, (await openProject(t, client)).id)
      clock.advance(APPLICATION_EXPIRY_DAYS * DAY + 1)
      await t.app.workflow.sweep()
      await t.app.notifications.dispatch()
      await signInAgain(t, client)
      await signInAgain(t, ada)
      expect((await inbox(ada)).items[0]).toMatchObject({
        kind: 'application.expired',
        link: `/my-projects/applications/${application.id}`,
      })
      expect((await inbox(client)).items[0]!.kind).toBe('application.expired')
      expect(mailsTo(ada).at(-1)!.subject).toBe(`Une candidature à « ${COMPLETE.title} » a expiré`)
      expect(mailsTo(client).at(-1)!.subject).toBe(`An application to "${COMPLETE.title}" expired`)
      // Each mail went once, whichever dispatch took it.
      await t.app.notifications.dispatch()
      expect(mailsTo(ada).filter((m) => m.subject.includes('expiré'))).toHaveLength(1)
    })

    it('marks some or all of my notifications read, never anyone else’s', async () => {
      const client = await owner(t)
      const ada = await consultant(t)
      const project = await openProject(t, client)
      for (let i = 0; i < 3; i++) {
        const application = await applied(t, ada, project.id)
        await move(t, ada, application.id, 'withdraw')
      }
      const all = await inbox(client)
      expect(all).toMatchObject({ total: 6, unread: 6 })
      const theirs = (await inbox(ada)).items
      const first = all.items[0]!.id
      const read = dataOf<NotificationPage>(
        await call(t, client, 'POST', '/api/network/notifications/read', {
          ids: [first, ...theirs.map((n) => n.id)],
        }),
      )
      expect(read.unread).toBe(5)
      expect(read.items[0]!.read_at).not.toBeNull()
      const page = dataOf<NotificationPage>(
        await call(t, client, 'GET', '/api/network/notifications?page=2&page_size=4'),
      )
      expect(page).toMatchObject({ total: 6, page: 2, page_count: 2 })
      expect(page.items).toHaveLength(2)
      expect(
        dataOf<NotificationPage>(
          await call(t, client, 'POST', '/api/network/notifications/read', { all: true }),
        ).unread,
      ).toBe(0)
      for (const body of [{}, { ids: [] }, { all: false }, { ids: ['x'] }, { ids: [1], all: true }])
        expect((await call(t, client, 'POST', '/api/network/notifications/read', body)).statusCode).toBe(400)
      expect((await call(t, undefined, 'GET', '/api/network/notifications')).statusCode).toBe(401)
    })
  })
}
