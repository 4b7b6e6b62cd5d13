import type { AdminLead, Lead, LeadRequest, UserType } from '@iqs/protocol'
import type { AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { signInAdmin } from '../../../iqs-core/iqs-test-kit.js'
import { call, dataOf, newPerson, type Person } from '../../applications/applications-test-kit.js'

export { call, dataOf, newPerson, refusal } from '../../applications/applications-test-kit.js'
export type { Person } from '../../applications/applications-test-kit.js'

/** A valid lead; tests change the company and the e-mail to keep each one new. */
export const LEAD: LeadRequest = {
  company: 'Mutuelle Atlantique',
  contact_name: 'Jeanne Martin',
  contact_role: 'CFO',
  contact_email: 'jeanne.martin@mutuelle-atlantique.example',
  contact_phone: '+33612345678',
  sector: 'insurance',
  need: 'Rebuild the claims data platform\nwith the actuaries, by next year.',
  budget: '120000',
  timing: 'within-3-months',
  consent: true,
}

let serial = 0

/** LEAD for a company and contact nobody brought yet (unless `fields` says which). */
export function newLead(fields: Partial<LeadRequest> = {}): LeadRequest {
  serial++
  return {
    ...LEAD,
    company: `Client ${serial} SA`,
    contact_email: `contact.${serial}@client-${serial}.example`,
    ...fields,
  }
}

/** The membership status of `who` (the review is another part's: the row is set by hand). */
export async function setStatus(
  t: AccountsTestApp,
  who: Person,
  status: 'ONBOARDING' | 'PENDING' | 'APPROVED' | 'REJECTED',
): Promise<void> {
  await t.database.db
    .insertInto('network_members')
    .values({ user_id: who.id, status, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status }))
    .execute()
}

/** A signed-in network member with a name, approved unless `status` says otherwise. */
export async function member(
  t: AccountsTestApp,
  role: UserType = 'IQStem',
  options: {
    status?: 'ONBOARDING' | 'PENDING' | 'APPROVED' | 'REJECTED'
    name?: [string, string]
    language?: 'en' | 'fr'
  } = {},
): Promise<Person> {
  const person = await newPerson(t, role)
  const [first, last] = options.name ?? ['Iris', 'Stem']
  await t.database.db
    .updateTable('users')
    .set({ first_name: first, last_name: last, language: options.language ?? 'en' })
    .where('id', '=', person.id)
    .execute()
  await setStatus(t, person, options.status ?? 'APPROVED')
  return person
}

/** A signed-in admin with a name (the representatives' list shows it). */
export async function admin(t: AccountsTestApp, name: [string, string] = ['Ada', 'Admin']): Promise<Person> {
  const person = await signInAdmin(t)
  await t.database.db
    .updateTable('users')
    .set({ first_name: name[0], last_name: name[1] })
    .where('id', '=', person.id)
    .execute()
  return person
}

/** Brings a lead as `who`. */
export const bring = (t: AccountsTestApp, who: Person | undefined, body: unknown) =>
  call(t, who, 'POST', '/api/network/iqstem/leads', body)

/** A new lead of `who`, as they read it. */
export async function brought(t: AccountsTestApp, who: Person, fields: Partial<LeadRequest> = {}) {
  return dataOf<Lead>(await bring(t, who, newLead(fields)), 201)
}

/** An admin's move on a lead. */
export const act = (
  t: AccountsTestApp,
  who: Person | undefined,
  id: number,
  action: string,
  body?: unknown,
) => call(t, who, 'POST', `/api/admin/iqstem/leads/${id}/${action}`, body)

/** The lead as admins read it. */
export const adminLeadOf = async (t: AccountsTestApp, who: Person, id: number) =>
  dataOf<AdminLead>(await call(t, who, 'GET', `/api/admin/iqstem/leads/${id}`))

/** The lead as its member reads it. */
export const leadOf = async (t: AccountsTestApp, who: Person, id: number) =>
  dataOf<Lead>(await call(t, who, 'GET', `/api/network/iqstem/leads/${id}`))

/** A lead of `who` qualified by `by`. */
export async function qualified(t: AccountsTestApp, who: Person, by: Person): Promise<AdminLead> {
  const lead = await brought(t, who)
  return dataOf<AdminLead>(await act(t, by, lead.id, 'qualify', { notes: 'Called the CFO: a real need.' }))
}

/** How many rows a table has now (to see that a refusal wrote nothing). */
export async function rowCount(
  t: AccountsTestApp,
  table: 'iqstem_leads' | 'network_transitions' | 'network_notifications' | 'projects',
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
