import type { Application, ApplicationRequest, Expertise, ProjectRequest } from '@iqs/protocol'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { multipart, SAMPLE } from '../../iqs-core/iqs-test-kit.js'
import { call, COMPLETE, dataOf, newPerson, published, type Person } from '../projects/projects-test-kit.js'

export {
  call,
  COMPLETE,
  dataOf,
  newPerson,
  published,
  refusal,
  signInAgain,
} from '../projects/projects-test-kit.js'
export type { Person } from '../projects/projects-test-kit.js'

/** A valid application, sent as JSON: the onboarding CV goes with it. */
export const APPLICATION: ApplicationRequest = {
  cover_message: 'I led two claims platforms.\r\nAvailable soon.',
  day_rate: '850.50',
  available_from: '2030-04-01',
}

/** The expertise the consultants of these tests have, unless a test says otherwise. */
export const EXPERTISE: Pick<Expertise, 'sectors' | 'practices' | 'seniority'> = {
  sectors: ['banking'],
  practices: ['strategy'],
  seniority: 'Junior',
}

/**
 * A signed-in consultant with an onboarding CV (`SAMPLE.pdf`, through its route) and an expertise,
 * approved by an admin (the row is set by hand: reviewing is another issue's) unless `status` says.
 */
export async function consultant(
  t: AccountsTestApp,
  options: { status?: 'APPROVED' | 'PENDING'; expertise?: typeof EXPERTISE; language?: 'en' | 'fr' } = {},
): Promise<Person> {
  const person = await newPerson(t, 'Consultant')
  const upload = await t.send(person.jar, {
    method: 'POST',
    url: '/api/network/onboarding/cv',
    ...multipart({}, [{ name: 'file', filename: 'Ada CV.pdf', content: SAMPLE.pdf }]),
  })
  expect(upload.statusCode, upload.body).toBe(200)
  const expertise = options.expertise ?? EXPERTISE
  await t.database.db
    .updateTable('network_members')
    .set({
      status: options.status ?? 'APPROVED',
      sectors: [...expertise.sectors],
      practices: [...expertise.practices],
      seniority: expertise.seniority,
    })
    .where('user_id', '=', person.id)
    .execute()
  await t.database.db
    .updateTable('users')
    .set({ first_name: 'Ada', last_name: 'Lovelace', language: options.language ?? 'en' })
    .where('id', '=', person.id)
    .execute()
  return person
}

/** A project owner (a client unless said), with a name and a language for their mails. */
export async function owner(
  t: AccountsTestApp,
  role: 'Client' | 'ExecPartner' = 'Client',
  language: 'en' | 'fr' = 'en',
): Promise<Person> {
  const person = await newPerson(t, role)
  await t.database.db
    .updateTable('users')
    .set({ first_name: 'Marie', last_name: 'Curie', language })
    .where('id', '=', person.id)
    .execute()
  return person
}

/** A published project of `who`. */
export const openProject = (t: AccountsTestApp, who: Person, fields: ProjectRequest = COMPLETE) =>
  published(t, who, fields)

/** Applies as JSON (the onboarding CV). */
export const apply = (
  t: AccountsTestApp,
  who: Person | undefined,
  projectId: number,
  body: unknown = APPLICATION,
) => call(t, who, 'POST', `/api/network/jobs/${projectId}/applications`, body)

/** Applies with a new CV, as the web's form does (multipart). */
export function applyWithFile(
  t: AccountsTestApp,
  who: Person,
  projectId: number,
  file: { filename: string; content: Buffer },
  fields: Record<string, string> = APPLICATION as Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.send(who.jar, {
    method: 'POST',
    url: `/api/network/jobs/${projectId}/applications`,
    ...multipart(fields, [{ name: 'file', ...file }]),
  })
}

/** A submitted application of `who` to `projectId`. */
export async function applied(t: AccountsTestApp, who: Person, projectId: number): Promise<Application> {
  return dataOf<Application>(await apply(t, who, projectId), 201)
}

/** Takes a transition of an application as `who`. */
export const move = (
  t: AccountsTestApp,
  who: Person | undefined,
  id: string,
  transition: string,
  body?: unknown,
) => call(t, who, 'POST', `/api/network/applications/${id}/${transition}`, body)

/** How many rows a table has now (to see that a refusal wrote nothing). */
export async function rowCount(
  t: AccountsTestApp,
  table: 'network_applications' | 'network_notifications' | 'network_transitions',
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
