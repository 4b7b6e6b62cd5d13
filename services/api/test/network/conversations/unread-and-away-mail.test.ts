import type { MessagePage } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AWAY_AFTER_MS } from '../../../src/network/conversations/away-mails.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { SAMPLE, signInAs } from '../../iqs-core/iqs-test-kit.js'
import { applied, COMPLETE, consultant, openProject, owner } from '../applications/applications-test-kit.js'
import {
  call,
  conversationsOf,
  dataOf,
  messagesUrl,
  parties,
  refusal,
  signInAgain,
  storedMessageFiles,
  thread,
  unreadOf,
  write,
  writeWithFiles,
  type Person,
} from './conversations-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const MINUTE = 60 * 1000

for (const backend of journeyDatabases()) {
  describe(`unread counts, away mails and erasure on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-06-01T08:00:00Z'))
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
    })
    afterAll(() => t.close())

    const readAs = async (who: Person, applicationId: string) =>
      dataOf<MessagePage>(await call(t, who, 'POST', `${messagesUrl(applicationId)}/read`))
    const mailsTo = (who: Person) => t.mails.filter((mail) => mail.to === who.email)
    /** Moves the clock (the away mails' timer runs too) and signs both in again (tokens expire). */
    async function later(ms: number, ...people: Person[]) {
      clock.advance(ms)
      await t.app.conversations.sendAwayMails()
      for (const who of people) await signInAgain(t, who)
    }

    it("counts the other side's messages I have not read, per conversation and in all, until I read them", async () => {
      const one = await parties(t)
      const two = await parties(t)
      await write(t, one.ada, one.applicationId, { body: 'First' })
      await write(t, one.ada, one.applicationId, { body: 'Second' })
      await write(t, two.ada, two.applicationId, { body: 'Elsewhere' })
      expect(await unreadOf(t, one.client)).toBe(2)
      expect(await unreadOf(t, one.ada)).toBe(0)
      expect((await thread(t, one.client, one.applicationId)).unread).toBe(2)
      // Reading the thread marks nothing: the panel says when it was shown.
      expect(await unreadOf(t, one.client)).toBe(2)

      const read = await readAs(one.client, one.applicationId)
      expect(read.unread).toBe(0)
      expect(await unreadOf(t, one.client)).toBe(0)
      // Written after the mark, in the same millisecond: still unread (the marker is the thread's order).
      await write(t, one.ada, one.applicationId, { body: 'Third' })
      expect(await unreadOf(t, one.client)).toBe(1)
      // My own answer does not count for me.
      await write(t, one.client, one.applicationId, { body: 'Answer' })
      expect(await unreadOf(t, one.client)).toBe(1)
      expect(await unreadOf(t, one.ada)).toBe(1)
    })

    it('lists my conversations, the latest first, with the other side, an excerpt and the page to open', async () => {
      const ada = await consultant(t)
      const partner = await owner(t, 'ExecPartner')
      const client = await owner(t)
      const toPartner = await applied(
        t,
        ada,
        (await openProject(t, partner, { ...COMPLETE, title: 'Partner job' })).id,
      )
      const clientProject = await openProject(t, client, { ...COMPLETE, title: 'Client job' })
      const toClient = await applied(t, ada, clientProject.id)
      await applied(t, ada, (await openProject(t, client)).id) // no message: not listed

      await write(t, ada, toPartner.id, { body: 'To the partner' })
      clock.advance(1000)
      await write(t, ada, toClient.id, { body: 'To the client' })
      await write(t, client, toClient.id, { body: `Long answer ${'x'.repeat(300)}\nline two` })

      const mine = await conversationsOf(t, ada)
      expect(mine).toMatchObject({ total: 2, page: 1, page_count: 1 })
      expect(mine.items.map((c) => [c.project.title, c.other_party.name, c.unread, c.my_part])).toEqual([
        ['Client job', 'Marie Curie', 1, 'applicant'],
        ['Partner job', 'Marie Curie', 0, 'applicant'],
      ])
      const latest = mine.items[0]!
      expect(latest.link).toBe(`/my-projects/applications/${toClient.id}`)
      expect(latest.last_message.mine).toBe(false)
      expect(latest.last_message.excerpt).toHaveLength(120)
      expect(latest.last_message.excerpt.endsWith('…')).toBe(true)

      const theirs = await conversationsOf(t, client)
      expect(theirs.items).toHaveLength(1)
      expect(theirs.items[0]).toMatchObject({
        my_part: 'owner',
        other_party: { user_id: ada.id, name: 'Ada Lovelace' },
        unread: 1,
        link: `/my-projects/project-status/${clientProject.id}#applicant-${toClient.id}`,
        last_message: { mine: true },
      })
      expect((await conversationsOf(t, partner)).items[0]!.link).toMatch(
        /^\/my-projects\/my-projects\/\d+#applicant-/,
      )
      const admin = await signInAs(t, 'Admin')
      expect((await conversationsOf(t, admin)).items).toEqual([])
      expect(await unreadOf(t, admin)).toBe(0)
    })

    it('mails a party who left a message unread 10 minutes, once per conversation until they read again', async () => {
      const { ada, client, applicationId, projectId } = await parties(t, { ownerLanguage: 'fr' })
      await write(t, ada, applicationId, { body: 'Are you there?' })
      await later(AWAY_AFTER_MS - MINUTE, ada, client)
      expect(mailsTo(client)).toHaveLength(1) // the application's own notice only
      await later(MINUTE, ada, client)
      const away = mailsTo(client).filter((m) => m.subject.startsWith('Nouveau message'))
      expect(away).toHaveLength(1)
      expect(away[0]).toMatchObject({
        language: 'fr',
        subject: `Nouveau message à propos de « Data platform for a mutual insurer »`,
      })
      expect(away[0]!.text).toContain('Ada Lovelace vous a écrit')
      expect(away[0]!.text).toContain('1 message non lu')
      expect(away[0]!.text).toContain(`/my-projects/project-status/${projectId}#applicant-${applicationId}`)
      expect(away[0]!.text).not.toContain('Are you there?')

      // More messages, more time: no second mail while they have not read.
      await write(t, ada, applicationId, { body: 'Hello?' })
      await later(AWAY_AFTER_MS * 3, ada, client)
      await t.app.conversations.sendAwayMails()
      expect(mailsTo(client).filter((m) => m.subject.startsWith('Nouveau message'))).toHaveLength(1)
      // The consultant wrote everything: nothing for her.
      expect(mailsTo(ada).filter((m) => m.subject.startsWith('New message'))).toHaveLength(0)

      // They read; a new message left unread 10 minutes mails again.
      await readAs(client, applicationId)
      await later(AWAY_AFTER_MS * 2, ada, client)
      expect(mailsTo(client).filter((m) => m.subject.startsWith('Nouveau message'))).toHaveLength(1)
      await write(t, ada, applicationId, { body: 'One more' })
      await later(AWAY_AFTER_MS, ada, client)
      expect(mailsTo(client).filter((m) => m.subject.startsWith('Nouveau message'))).toHaveLength(2)

      // A message read within 10 minutes mails nobody.
      await write(t, client, applicationId, { body: 'Here I am' })
      await later(MINUTE, ada, client)
      await readAs(ada, applicationId)
      await later(AWAY_AFTER_MS * 2, ada, client)
      expect(mailsTo(ada).filter((m) => m.subject.startsWith('New message'))).toHaveLength(0)
    })

    it('runs the away mails on the clock, without a call', async () => {
      const { ada, client, applicationId } = await parties(t)
      await write(t, client, applicationId, { body: 'Ping' })
      clock.advance(AWAY_AFTER_MS + 2 * MINUTE)
      await expect
        .poll(() => mailsTo(ada).filter((m) => m.subject.startsWith('New message')).length, { timeout: 5000 })
        .toBe(1)
      expect(mailsTo(ada).at(-1)!.text).toContain(`/my-projects/applications/${applicationId}`)
      expect(mailsTo(ada).at(-1)!.text).toContain('Marie Curie wrote to you')
    })

    it("blanks an erased member's messages and drops their files; the conversation closes", async () => {
      const { ada, client, applicationId } = await parties(t)
      await writeWithFiles(t, ada, applicationId, { body: 'My references' }, [
        { filename: 'refs.pdf', content: SAMPLE.pdf },
      ])
      await write(t, client, applicationId, { body: 'Thanks' })
      const attachment = (await thread(t, client, applicationId)).items[0]!.attachments[0]!
      expect(await storedMessageFiles(t, ada.id)).toBeGreaterThan(0)

      await t.app.eraseAccount(ada.id)

      const seen = await thread(t, client, applicationId)
      expect(seen.items.map((m) => [m.body, m.erased, m.sender.name, m.attachments.length])).toEqual([
        ['', true, null, 0],
        ['Thanks', false, 'Marie Curie', 0],
      ])
      const row = await t.database.db
        .selectFrom('network_messages')
        .select('body')
        .where('application_id', '=', applicationId)
        .where('sender_user_id', '=', ada.id)
        .executeTakeFirstOrThrow()
      expect(row.body).toBe('')
      expect(await storedMessageFiles(t, ada.id)).toBe(0)
      expect(refusal(await call(t, client, 'GET', attachment.url), 404).code).toBe('FILE_NOT_FOUND')
      expect(seen.can_write).toBe(false)
      expect(refusal(await write(t, client, applicationId, { body: 'Still there?' }), 409).code).toBe(
        'CONVERSATION_CLOSED',
      )
      expect((await conversationsOf(t, client)).items[0]!.other_party.name).toBeNull()
    })
  })
}
