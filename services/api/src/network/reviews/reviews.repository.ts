import { sql, type Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'
import type { NetworkReviewRow } from './network-reviews.table.js'

/** A review with what its answers show: the project, and both members' names and roles. */
export type ReviewView = NetworkReviewRow & {
  project_id: number
  project_title: string | null
  author_first_name: string
  author_last_name: string
  author_role: string
  author_deleted_at: Date | null
  subject_first_name: string
  subject_last_name: string
  subject_role: string
  subject_deleted_at: Date | null
}

export const reviewViews = (db: Kysely<Database>) =>
  db
    .selectFrom('network_reviews as r')
    .innerJoin('network_contracts as c', 'c.id', 'r.contract_id')
    .innerJoin('projects as p', 'p.id', 'c.project_id')
    .innerJoin('users as a', 'a.id', 'r.author_user_id')
    .innerJoin('users as s', 's.id', 'r.subject_user_id')
    .selectAll('r')
    .select([
      'c.project_id',
      'p.title as project_title',
      'a.first_name as author_first_name',
      'a.last_name as author_last_name',
      'a.user_type as author_role',
      'a.deleted_at as author_deleted_at',
      's.first_name as subject_first_name',
      's.last_name as subject_last_name',
      's.user_type as subject_role',
      's.deleted_at as subject_deleted_at',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')

/** The published reviews about a member, newest first. */
export function publishedReviewsAbout(db: Kysely<Database>, userId: number): Promise<ReviewView[]> {
  return reviewViews(db)
    .where('r.subject_user_id', '=', userId)
    .where('r.state', '=', 'published')
    .execute() as Promise<ReviewView[]>
}

/**
 * The average overall mark of each member's published reviews (one decimal, rounded by the
 * database's numeric, no float) and how many there are; members without any are absent.
 */
export async function ratingsOf(
  db: Kysely<Database>,
  userIds: readonly number[],
): Promise<Map<number, { average: string; count: number }>> {
  const ratings = new Map<number, { average: string; count: number }>()
  if (userIds.length === 0) return ratings
  const rows = await db
    .selectFrom('network_reviews')
    .select([
      'subject_user_id',
      sql<string>`round(avg(rating)::numeric, 1)::text`.as('average'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .where('subject_user_id', 'in', userIds)
    .where('state', '=', 'published')
    .groupBy('subject_user_id')
    .execute()
  for (const row of rows)
    ratings.set(Number(row.subject_user_id), { average: row.average, count: Number(row.count) })
  return ratings
}
