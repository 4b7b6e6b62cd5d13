import type { Referral, ReferralList, ReferralRequest, UserType } from '@iqs/protocol'
import { expect } from 'vitest'
import { CookieJar, PASSWORD, type AccountsTestApp } from '../../../accounts/accounts-test-kit.js'
import { multipart, SAMPLE, signInAdmin } from '../../../iqs-core/iqs-test-kit.js'
import { call, dataOf, newPerson, type Person } from '../../applications/applications-test-kit.js'

export { call, dataOf, refusal } from '../../applications/applications-test-kit.js'
export type { Person } from '../../applications/applications-test-kit.js'

type Status = 'ONBOARDING' | 'PENDING' | 'APPROVED' | 'REJECTED'

/** The membership status of `who`, set by hand (onboarding has its own tests). */
export async function setStatus(t: AccountsTestApp, who: { id: number }, status: Status): Promise<void> {
  const now = new Date()
  const submitted = status === 'ONBOARDING' ? null : now
  await t.database.db
    .insertInto('network_members')
    .values({ user_id: who.id, status, submitted_at: submitted, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status, submitted_at: submitted }))
    .execute()
}

/** A signed-in network member with a name and a language, approved unless `status` says. */
export async function sponsor(
  t: AccountsTestApp,
  options: { role?: UserType; status?: Status; name?: [string, string]; language?: 'en' | 'fr' } = {},
): Promise<Person> {
  const person = await newPerson(t, options.role ?? 'IQStem')
  const [first, last] = options.name ?? ['Iris', 'Stem']
  await t.database.db
    .updateTable('users')
    .set({ first_name: first, last_name: last, language: options.language ?? 'en' })
    .where('id', '=', person.id)
    .execute()
  await setStatus(t, person, options.status ?? 'APPROVED')
  return person
}

/** A signed-in admin with a name. */
export async function admin(t: AccountsTestApp): Promise<Person> {
  const person = await signInAdmin(t)
  await t.database.db
    .updateTable('users')
    .set({ first_name: 'Ada', last_name: 'Admin' })
    .where('id', '=', person.id)
    .execute()
  return person
}

let serial = 0

/** An invitee nobody invited yet (unless `fields` says). */
export function invitee(fields: Partial<ReferralRequest> = {}): ReferralRequest {
  serial++
  return {
    email: `grace.${serial}.${Date.now().toString(36)}@consultants.example`,
    first_name: 'Grace',
    last_name: `Hopper ${serial}`,
    message: 'You would do great here.',
    ...fields,
  }
}

/** `who` sponsors `body`; the referral answered (201). */
export async function invited(t: AccountsTestApp, who: Person, body: ReferralRequest = invitee()) {
  return dataOf<Referral>(await call(t, who, 'POST', '/api/network/iqstem/referrals', body), 201)
}

/** The invitation code of a referral (the link's secret, which only the mail carries). */
export async function codeOf(t: AccountsTestApp, referralId: number): Promise<string> {
  const row = await t.database.db
    .selectFrom('iqstem_referrals')
    .select('invitation_code')
    .where('id', '=', referralId)
    .executeTakeFirstOrThrow()
  return row.invitation_code
}

/** My sponsored consultants, as `who` reads them. */
export const myReferrals = async (t: AccountsTestApp, who: Person) =>
  dataOf<ReferralList>(await call(t, who, 'GET', '/api/network/iqstem/referrals')).items

/** Registers through the form (signed in after), with a sponsor code when given. */
export async function register(
  t: AccountsTestApp,
  fields: { email: string; role?: string; sponsorCode?: string; name?: [string, string] },
): Promise<Person> {
  const jar = new CookieJar()
  const [first, last] = fields.name ?? ['Grace', 'Hopper']
  const response = await t.send(jar, {
    method: 'POST',
    url: '/api/register',
    payload: {
      email: fields.email,
      first_name: first,
      last_name: last,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      role: fields.role ?? 'Consultant',
      ...(fields.sponsorCode === undefined ? {} : { sponsor_code: fields.sponsorCode }),
    },
  })
  const user = dataOf<{ id: number }>(response, 201)
  return { jar, id: user.id, email: fields.email }
}

/** Uploads an onboarding CV as `who` (which makes their membership row), as applying needs. */
export async function uploadCv(t: AccountsTestApp, who: Person): Promise<void> {
  const upload = await t.send(who.jar, {
    method: 'POST',
    url: '/api/network/onboarding/cv',
    ...multipart({}, [{ name: 'file', filename: 'Grace CV.pdf', content: SAMPLE.pdf }]),
  })
  expect(upload.statusCode, upload.body).toBe(200)
}
