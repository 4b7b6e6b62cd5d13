import type { Commission, CommissionLedger, CommissionPaymentRequest } from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { act, drafted, type Person } from '../../contracts/contracts-test-kit.js'
import { call, dataOf, newPerson } from '../../applications/applications-test-kit.js'

export {
  call,
  consultant,
  dataOf,
  owner,
  refusal,
  signInAgain,
} from '../../applications/applications-test-kit.js'
export type { Person } from '../../applications/applications-test-kit.js'

/** Before the applications' availability (2030-04-01, a Monday): contracts start then. */
export const START = Date.parse('2030-03-10T08:00:00Z')

/** A signed-in member of `role` (IQStem unless said), with a name, approved unless said. */
export async function member(
  t: AccountsTestApp,
  options: { role?: 'IQStem' | 'Consultant' | 'ExecPartner'; status?: 'APPROVED' | 'PENDING' } = {},
): Promise<Person> {
  const person = await newPerson(t, options.role ?? 'IQStem')
  await t.database.db
    .updateTable('users')
    .set({ first_name: 'Grace', last_name: 'Hopper' })
    .where('id', '=', person.id)
    .execute()
  await t.database.db
    .insertInto('network_members')
    .values({ user_id: person.id, status: options.status ?? 'APPROVED' })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: options.status ?? 'APPROVED' }))
    .execute()
  return person
}

/** A signed-in admin with a name (admins are made by hand). */
export async function admin(t: AccountsTestApp): Promise<Person> {
  const person = await newPerson(t, 'Admin')
  await t.database.db
    .updateTable('users')
    .set({ first_name: 'Alice', last_name: 'Admin' })
    .where('id', '=', person.id)
    .execute()
  return person
}

let leads = 0
/**
 * A lead of `who` already converted into `projectId`, as the leads' part leaves it (the row is
 * written by hand: these tests are the commissions', not the leads' routes).
 */
export async function convertedLead(
  t: AccountsTestApp,
  who: Person,
  projectId: number,
  company = `Acme ${++leads} ${randomUUID().slice(0, 8)}`,
): Promise<number> {
  const at = new Date(t.app.clock.now())
  const row = await t.database.db
    .insertInto('iqstem_leads')
    .values({
      member_user_id: who.id,
      company,
      company_key: company.toLowerCase(),
      contact_name: 'Wile E. Coyote',
      contact_email: `${randomUUID()}@acme.example`,
      sector: 'banking',
      need: 'A claims platform',
      timing: 'immediate',
      consent: true,
      state: 'converted',
      project_id: projectId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** `sponsor` sponsored `consultantOf` (invited and registered: the referrals' part links them). */
export async function sponsored(t: AccountsTestApp, sponsor: Person, consultantOf: Person): Promise<number> {
  const at = new Date(t.app.clock.now())
  const row = await t.database.db
    .insertInto('iqstem_referrals')
    .values({
      sponsor_user_id: sponsor.id,
      email: consultantOf.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      invitation_code: randomUUID(),
      consultant_user_id: consultantOf.id,
      registered_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * A contract of `ownerOf` with `consultantOf`, drafted and signed by both (the countersignature
 * accrues the commissions). `before` runs on the draft before the signatures (a lead on its
 * project, a base fee taken away...). Its id and project.
 */
export async function signedContract(
  t: AccountsTestApp,
  ownerOf: Person,
  consultantOf: Person,
  before?: (contract: { id: string; projectId: number }) => Promise<void>,
): Promise<{ id: string; projectId: number }> {
  const draft = await drafted(t, ownerOf, consultantOf)
  const contract = { id: draft.id, projectId: draft.project.id }
  await before?.(contract)
  dataOf(await act(t, consultantOf, contract.id, 'sign'))
  dataOf(await act(t, ownerOf, contract.id, 'sign'))
  return contract
}

/** The ledger of `who`. */
export const ledgerOf = async (t: AccountsTestApp, who: Person) =>
  dataOf<CommissionLedger>(await call(t, who, 'GET', '/api/network/iqstem/commissions'))

/** The commission of `who` on a contract, through a programme. */
export async function commissionOn(
  t: AccountsTestApp,
  who: Person,
  contractId: string,
  programme: 'lead' | 'referral',
): Promise<Commission> {
  const found = (await ledgerOf(t, who)).items.find(
    (c) => c.contract_id === contractId && c.programme === programme,
  )
  expect(found, `${programme} commission on ${contractId}`).toBeDefined()
  return found!
}

/** Marks a payment as `who` (a fresh payment key unless the body has one). */
export const pay = (
  t: AccountsTestApp,
  who: Person | undefined,
  commissionId: number,
  body: Partial<CommissionPaymentRequest>,
) =>
  call(t, who, 'POST', `/api/admin/iqstem/commissions/${commissionId}/payments`, {
    payment_key: randomUUID(),
    ...body,
  })

/** Puts `quantity` new IQS tokens in the treasury (what admins issue before allocating). */
export async function issueIqs(t: AccountsTestApp, quantity: number): Promise<void> {
  const outcome = await t.app.markets.submit('IQS', randomUUID(), {
    type: 'CreateTokens',
    quantity,
    reference: 'test issue',
  })
  expect(outcome.events[0]?.type).toBe('TokensCreated')
}

/** How many rows a table has (to see that a refusal wrote nothing). */
export async function rowCount(
  t: AccountsTestApp,
  table: 'iqstem_commission_payments' | 'network_notifications' | 'network_transitions',
): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
