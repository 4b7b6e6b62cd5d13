import type { MessagePage, UserType } from '@iqs/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CLOSED_CONVERSATION_DAYS } from '../../../src/network/conversations/conversation-rules.js'
import { testClock } from '../../../src/platform/clock.js'
import { startAccountsApp, type AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { signInAs } from '../../iqs-core/iqs-test-kit.js'
import { move } from '../applications/applications-test-kit.js'
import {
  call,
  dataOf,
  messageCounts,
  messagesUrl,
  parties,
  refusal,
  signInAgain,
  thread,
  write,
} from './conversations-test-kit.js'
import { journeyDatabases } from '../../helpers/journey-databases.js'

const DAY = 24 * 60 * 60 * 1000

for (const backend of journeyDatabases()) {
  describe(`who reads and writes a conversation on ${backend.name}`, () => {
    const clock = testClock(Date.parse('2030-06-01T08:00:00Z'))
    let t: AccountsTestApp

    beforeAll(async () => {
      t = await startAccountsApp(backend, {}, { clock })
    })
    afterAll(() => t.close())

    it('lets the consultant and the owner write and read, in order, each seeing which are theirs', async () => {
      const { ada, client, applicationId } = await parties(t)
      const first = dataOf<MessagePage>(
        await write(t, ada, applicationId, { body: '  Hello,\r\nany news?  ' }),
        201,
      )
      expect(first).toMatchObject({
        my_part: 'applicant',
        can_write: true,
        write_until: null,
        has_more: false,
      })
      expect(first.items).toHaveLength(1)
      expect(first.items[0]).toMatchObject({
        body: 'Hello,\nany news?',
        mine: true,
        erased: false,
        attachments: [],
        sender: { part: 'applicant', name: 'Ada Lovelace', user_id: ada.id },
      })
      clock.advance(1000)
      await write(t, client, applicationId, { body: 'Yes: we meet on Monday.' })
      const seen = await thread(t, client, applicationId)
      expect(seen.my_part).toBe('owner')
      expect(seen.items.map((m) => [m.body, m.mine, m.sender.part])).toEqual([
        ['Hello,\nany news?', false, 'applicant'],
        ['Yes: we meet on Monday.', true, 'owner'],
      ])
      expect(seen.items[1]!.sender.name).toBe('Marie Curie')
      expect(seen.items[0]!.seq).toBeLessThan(seen.items[1]!.seq)
    })

    it('lets an admin read without writing or marking anything read', async () => {
      const { ada, client, applicationId } = await parties(t)
      await write(t, ada, applicationId, { body: 'For the owner' })
      const admin = await signInAs(t, 'Admin')
      const read = await thread(t, admin, applicationId)
      expect(read).toMatchObject({ my_part: 'admin', can_write: false, unread: 0 })
      expect(read.items.map((m) => m.body)).toEqual(['For the owner'])
      const before = await messageCounts(t)
      expect(refusal(await write(t, admin, applicationId, { body: 'An admin word' }), 403).code).toBe(
        'CONVERSATION_READ_ONLY',
      )
      expect(refusal(await call(t, admin, 'POST', `${messagesUrl(applicationId)}/read`), 403).code).toBe(
        'CONVERSATION_READ_ONLY',
      )
      expect(await messageCounts(t)).toEqual(before)
      expect((await thread(t, client, applicationId)).unread).toBe(1)
    })

    it.each<UserType>(['Consultant', 'Client', 'ExecPartner', 'IQStem', 'Auditor'])(
      'gives a %s who is no party 404, as for a missing application, and writes nothing',
      async (role) => {
        const { ada, applicationId } = await parties(t)
        await write(t, ada, applicationId, { body: 'Private' })
        const stranger = await signInAs(t, role)
        const before = await messageCounts(t)
        expect(refusal(await call(t, stranger, 'GET', messagesUrl(applicationId)), 404).code).toBe(
          'APPLICATION_NOT_FOUND',
        )
        expect(refusal(await write(t, stranger, applicationId, { body: 'Me too' }), 404).code).toBe(
          'APPLICATION_NOT_FOUND',
        )
        expect(refusal(await call(t, stranger, 'POST', `${messagesUrl(applicationId)}/read`), 404).code).toBe(
          'APPLICATION_NOT_FOUND',
        )
        expect(await messageCounts(t)).toEqual(before)
      },
    )

    it('refuses guests (401) and a missing or malformed application (404, 400)', async () => {
      const { ada, applicationId } = await parties(t)
      expect((await call(t, undefined, 'GET', messagesUrl(applicationId))).statusCode).toBe(401)
      expect((await write(t, undefined, applicationId, { body: 'Hi' })).statusCode).toBe(401)
      expect((await call(t, undefined, 'GET', '/api/network/conversations/unread')).statusCode).toBe(401)
      expect(
        refusal(await write(t, ada, '0b9f6c1e-5d3a-4c55-9a57-2f1e8d7c6b5a', { body: 'Hi' }), 404).code,
      ).toBe('APPLICATION_NOT_FOUND')
      expect((await write(t, ada, 'not-a-uuid', { body: 'Hi' })).statusCode).toBe(400)
    })

    it('goes on when the application is accepted (the contract) and stays open 30 days after it closed', async () => {
      const accepted = await parties(t)
      await move(t, accepted.client, accepted.applicationId, 'accept')
      dataOf(await write(t, accepted.ada, accepted.applicationId, { body: 'When do we start?' }), 201)

      const { ada, client, applicationId } = await parties(t)
      await move(t, client, applicationId, 'reject', { message: 'Too far' })
      const closing = dataOf<MessagePage>(
        await write(t, ada, applicationId, { body: 'Could you tell me why?' }),
        201,
      )
      expect(closing.write_until).toBe(new Date(clock.now() + CLOSED_CONVERSATION_DAYS * DAY).toISOString())
      expect(closing.can_write).toBe(true)

      clock.advance(CLOSED_CONVERSATION_DAYS * DAY)
      await signInAgain(t, ada)
      await signInAgain(t, client)
      const before = await messageCounts(t)
      expect(refusal(await write(t, client, applicationId, { body: 'Late answer' }), 409).code).toBe(
        'CONVERSATION_CLOSED',
      )
      expect(refusal(await write(t, ada, applicationId, { body: 'Hello?' }), 409).code).toBe(
        'CONVERSATION_CLOSED',
      )
      expect(await messageCounts(t)).toEqual(before)
      const readOnly = await thread(t, ada, applicationId)
      expect(readOnly.can_write).toBe(false)
      expect(readOnly.items.map((m) => m.body)).toEqual(['Could you tell me why?'])
    })

    it('pages the thread from the newest, older pages by `before`', async () => {
      const { ada, client, applicationId } = await parties(t)
      for (let i = 1; i <= 52; i++) await write(t, i % 2 ? ada : client, applicationId, { body: `m${i}` })
      const newest = await thread(t, ada, applicationId)
      expect(newest.items).toHaveLength(50)
      expect(newest.items[0]!.body).toBe('m3')
      expect(newest.items.at(-1)!.body).toBe('m52')
      expect(newest.has_more).toBe(true)
      const older = dataOf<MessagePage>(
        await call(t, ada, 'GET', `${messagesUrl(applicationId)}?before=${newest.items[0]!.seq}`),
      )
      expect(older.items.map((m) => m.body)).toEqual(['m1', 'm2'])
      expect(older.has_more).toBe(false)
      expect((await call(t, ada, 'GET', `${messagesUrl(applicationId)}?before=-3`)).statusCode).toBe(400)
    })
  })
}
