import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import { findMember } from '../onboarding/network-members.repository.js'

/** What a job is matched against: the consultant's onboarding expertise (spec §3). */
export interface Expertise {
  sectors: readonly string[]
  practices: readonly string[]
  seniority: string | null
}

/** A consultant's expertise; empty before they saved the onboarding's expertise step. */
export async function expertiseOf(db: Kysely<Database>, userId: number): Promise<Expertise> {
  const member = await findMember(db, userId)
  return {
    sectors: member?.sectors ?? [],
    practices: member?.practices ?? [],
    seniority: member?.seniority ?? null,
  }
}
