import type { ConversationPage, MessagePage } from '@iqs/protocol'
import type { LightMyRequestResponse } from 'fastify'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { multipart, type UploadFile } from '../../iqs-core/iqs-test-kit.js'
import {
  applied,
  call,
  consultant,
  dataOf,
  openProject,
  owner,
  type Person,
} from '../applications/applications-test-kit.js'

export { call, dataOf, refusal, signInAgain } from '../applications/applications-test-kit.js'
export type { Person } from '../applications/applications-test-kit.js'

/** An application and its two parties: the consultant who applied and the project's owner. */
export interface Parties {
  ada: Person
  client: Person
  applicationId: string
  projectId: number
}

/** A consultant's fresh application to a fresh project of a client (`ownerLanguage` for their mails). */
export async function parties(
  t: AccountsTestApp,
  options: { ownerRole?: 'Client' | 'ExecPartner'; ownerLanguage?: 'en' | 'fr' } = {},
): Promise<Parties> {
  const client = await owner(t, options.ownerRole ?? 'Client', options.ownerLanguage ?? 'en')
  const ada = await consultant(t)
  const project = await openProject(t, client)
  const application = await applied(t, ada, project.id)
  return { ada, client, applicationId: application.id, projectId: project.id }
}

export const messagesUrl = (applicationId: string) => `/api/network/applications/${applicationId}/messages`

/** Writes a message as JSON. */
export const write = (t: AccountsTestApp, who: Person | undefined, applicationId: string, body: unknown) =>
  call(t, who, 'POST', messagesUrl(applicationId), body)

/** Writes a message with files, as the web's composer does (multipart). */
export function writeWithFiles(
  t: AccountsTestApp,
  who: Person,
  applicationId: string,
  fields: Record<string, string>,
  files: Omit<UploadFile, 'name'>[],
): Promise<LightMyRequestResponse> {
  return t.send(who.jar, {
    method: 'POST',
    url: messagesUrl(applicationId),
    ...multipart(
      fields,
      files.map((file) => ({ name: 'files', ...file })),
    ),
  })
}

/** The newest page of the thread as `who` reads it. */
export async function thread(t: AccountsTestApp, who: Person, applicationId: string): Promise<MessagePage> {
  return dataOf<MessagePage>(await call(t, who, 'GET', messagesUrl(applicationId)))
}

/** My total unread, as the header's badge asks. */
export async function unreadOf(t: AccountsTestApp, who: Person): Promise<number> {
  return dataOf<{ unread: number }>(await call(t, who, 'GET', '/api/network/conversations/unread')).unread
}

export async function conversationsOf(t: AccountsTestApp, who: Person): Promise<ConversationPage> {
  return dataOf<ConversationPage>(await call(t, who, 'GET', '/api/network/conversations'))
}

/** How many messages, attachments and stored files exist now (to see that a refusal wrote nothing). */
export async function messageCounts(t: AccountsTestApp) {
  const count = async (table: 'network_messages' | 'network_message_attachments') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    messages: await count('network_messages'),
    attachments: await count('network_message_attachments'),
  }
}

/** How many files are stored under a member's `messages/` folder (the local file store of the tests). */
export async function storedMessageFiles(t: AccountsTestApp, userId: number): Promise<number> {
  const folder = path.join(t.app.config.dataDir, 'files', 'users', String(userId), 'messages')
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).length
}
