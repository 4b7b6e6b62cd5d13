import type { ConsultantPage, ProfileLanguage } from '@iqs/protocol'
import { randomUUID } from 'node:crypto'
import type { AccountsTestApp } from '../../accounts/accounts-test-kit.js'
import { call, dataOf, newPerson, type Person } from '../applications/applications-test-kit.js'

export {
  call,
  COMPLETE,
  dataOf,
  newPerson,
  openProject,
  owner,
  refusal,
  type Person,
} from '../applications/applications-test-kit.js'

/** What a seeded consultant is made of; every field has a default. */
export interface ConsultantSeed {
  firstName?: string
  lastName?: string
  headline?: string | null
  skills?: string[]
  languages?: ProfileLanguage[]
  sectors?: string[]
  practices?: string[]
  functions?: string[]
  seniority?: 'Junior' | 'Middle' | 'Senior' | 'Lead'
  dayRate?: string | null
  availableFrom?: string | null
  status?: 'APPROVED' | 'PENDING'
  /** When the account was made: the newest comes first among equals. */
  createdAt?: Date
}

/**
 * A consultant with an onboarding expertise and a profile, written straight into the tables (the
 * onboarding and profile routes have their own tests): approved unless `status` says.
 */
export async function seedConsultant(t: AccountsTestApp, seed: ConsultantSeed = {}): Promise<Person> {
  const person = await newPerson(t, 'Consultant')
  const db = t.database.db
  const now = new Date('2030-01-01T00:00:00Z')
  await db
    .updateTable('users')
    .set({
      first_name: seed.firstName ?? 'Grace',
      last_name: seed.lastName ?? 'Hopper',
      ...(seed.createdAt ? { created_at: seed.createdAt } : {}),
    })
    .where('id', '=', person.id)
    .execute()
  await db
    .insertInto('network_members')
    .values({
      user_id: person.id,
      sectors: seed.sectors ?? ['banking'],
      practices: seed.practices ?? ['strategy'],
      functions: seed.functions ?? ['finance'],
      seniority: seed.seniority ?? 'Senior',
      day_rate: seed.dayRate === undefined ? '800.00' : seed.dayRate,
      available_from: seed.availableFrom === undefined ? '2030-05-01' : seed.availableFrom,
      days_per_week: 5,
      status: seed.status ?? 'APPROVED',
      updated_at: now,
    })
    .execute()
  await db
    .insertInto('network_profiles')
    .values({
      user_id: person.id,
      title: seed.headline === undefined ? 'Consultant' : seed.headline,
      updated_at: now,
    })
    .execute()
  const entries = [
    ...(seed.skills ?? []).map((name) => ({
      section: 'skills' as const,
      content: { name, seniority: 'Senior' },
    })),
    ...(seed.languages ?? []).map((language) => ({
      section: 'languages' as const,
      content: { language, level: 'professional_working' },
    })),
  ]
  for (const [position, entry] of entries.entries())
    await db
      .insertInto('network_profile_entries')
      .values({
        id: randomUUID(),
        user_id: person.id,
        section: entry.section,
        position,
        content: JSON.stringify(entry.content),
        created_at: now,
        updated_at: now,
      })
      .execute()
  return person
}

/** The search as `who`, with a query string (without the leading ?). */
export async function search(t: AccountsTestApp, who: Person, query = ''): Promise<ConsultantPage> {
  const size = query.includes('page_size=') ? '' : 'page_size=50&'
  return dataOf<ConsultantPage>(await call(t, who, 'GET', `/api/network/consultants?${size}${query}`))
}

/** The ids of a search's results, in order, among `among` (other tests' consultants left out). */
export async function foundIds(t: AccountsTestApp, who: Person, query: string, among: Person[]) {
  const ids = new Set(among.map((person) => person.id))
  return (await search(t, who, query)).items.map((card) => card.user_id).filter((id) => ids.has(id))
}
