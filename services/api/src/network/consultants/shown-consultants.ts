import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * Every consultant with a membership (they saved an onboarding step), whatever its state, whose
 * account is not erased: what the admins' search (issue 18, `../member-reports`) looks through.
 * Their profile row may not exist yet (no headline, no photo): they are still found.
 */
export function consultantMembers(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('network_members as m', 'm.user_id', 'u.id')
    .leftJoin('network_profiles as p', 'p.user_id', 'u.id')
    .where('u.user_type', '=', 'Consultant')
    .where('u.deleted_at', 'is', null)
}

/**
 * The consultants owners may find: of those, the ones whose onboarding an admin approved and whose
 * account is not suspended (issue 18, migration 0890).
 */
export function shownConsultants(db: Kysely<Database>) {
  return consultantMembers(db).where('m.status', '=', 'APPROVED').where('u.suspended_at', 'is', null)
}

/** What a card is made of, read with the consultant (the languages come after, in one query). */
export const CARD_COLUMNS = [
  'u.id as user_id',
  'u.first_name',
  'u.last_name',
  'u.created_at',
  'p.title',
  'p.avatar_key',
  'm.sectors',
  'm.practices',
  'm.functions',
  'm.seniority',
  'm.day_rate',
  // As text: a `date` read as a JS Date by the pg driver lands on local midnight, a day off in UTC-.
  sql<string | null>`m.available_from::text`.as('available_from'),
] as const

export interface CardRow {
  user_id: number
  first_name: string
  last_name: string
  created_at: Date
  title: string | null
  avatar_key: string | null
  sectors: string[] | null
  practices: string[] | null
  functions: string[] | null
  seniority: string | null
  day_rate: string | null
  available_from: string | null
}

/** One shown consultant's card row, or undefined (not a consultant, not approved, erased, missing). */
export async function findConsultantRow(db: Kysely<Database>, userId: number): Promise<CardRow | undefined> {
  return (await shownConsultants(db).select(CARD_COLUMNS).where('u.id', '=', userId).executeTakeFirst()) as
    CardRow | undefined
}
