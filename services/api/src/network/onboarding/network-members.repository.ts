import type { Company, Expertise } from '@iqs/protocol'
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NetworkMembersTable } from './network-members.table.js'

/** A member's row with `available_from` as the `YYYY-MM-DD` it was given. */
export type MemberRow = Omit<Selectable<NetworkMembersTable>, 'available_from'> & {
  available_from: string | null
}

/** The row of a user, or undefined before their first saved step. */
export async function findMember(db: Kysely<Database>, userId: number): Promise<MemberRow | undefined> {
  return (
    db
      .selectFrom('network_members')
      .selectAll()
      // As text: a `date` read as a JS Date by the pg driver lands on local midnight, a day off in UTC-.
      .select(sql<string | null>`available_from::text`.as('available_from'))
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )
}

type MemberValues = Omit<Insertable<NetworkMembersTable>, 'user_id' | 'updated_at' | 'status'>

/** Writes some columns of a user's row, creating it on the first saved step. */
async function saveMember(db: Kysely<Database>, userId: number, values: MemberValues, now: Date) {
  await db
    .insertInto('network_members')
    .values({ user_id: userId, ...values, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: now }))
    .execute()
}

export function saveCompany(db: Kysely<Database>, userId: number, company: Company, now: Date) {
  return saveMember(db, userId, { ...company }, now)
}

export function saveExpertise(db: Kysely<Database>, userId: number, expertise: Expertise, now: Date) {
  return saveMember(db, userId, { ...expertise }, now)
}

/** The CV as stored: its file store key and what the member sees of it. */
export interface CvRecord {
  key: string
  fileName: string
  mimeType: string
  size: number
}

export function saveCv(db: Kysely<Database>, userId: number, cv: CvRecord | null, now: Date) {
  return saveMember(
    db,
    userId,
    {
      cv_key: cv?.key ?? null,
      cv_file_name: cv?.fileName ?? null,
      cv_mime_type: cv?.mimeType ?? null,
      cv_size: cv?.size ?? null,
      cv_uploaded_at: cv ? now : null,
    },
    now,
  )
}

/** ONBOARDING or REJECTED -> PENDING; false when the row was already PENDING or APPROVED. */
export async function markSubmitted(db: Kysely<Database>, userId: number, now: Date): Promise<boolean> {
  await db
    .insertInto('network_members')
    .values({ user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
  const result = await db
    .updateTable('network_members')
    .set({ status: 'PENDING', submitted_at: now, review_reason: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('status', 'in', ['ONBOARDING', 'REJECTED'])
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
