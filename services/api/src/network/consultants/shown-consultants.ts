import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/**
 * The consultants owners may find: an admin approved their onboarding and their account is not
 * erased. Their profile row may not exist yet (no headline, no photo): they are still found.
 */
export function shownConsultants(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('network_members as m', 'm.user_id', 'u.id')
    .leftJoin('network_profiles as p', 'p.user_id', 'u.id')
    .where('u.user_type', '=', 'Consultant')
    .where('u.deleted_at', 'is', null)
    .where('m.status', '=', 'APPROVED')
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
