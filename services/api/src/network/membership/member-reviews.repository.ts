import type { LeadHistoryEntry, MemberReviewSummary, OnboardingStatus, UserType } from '@iqs/protocol'
import type { Kysely } from 'kysely'
import type { Database } from '../../platform/db/database.js'

/** The process name of membership reviews in network_transitions (migration 0860's comment). */
export const MEMBER_PROCESS = 'member'

/**
 * The members a review page lists: of one role and status, live accounts only. PENDING ones oldest
 * submitted first (the queue: who waited longest comes first); any other status most recently
 * changed first.
 */
export async function listMemberReviews(
  db: Kysely<Database>,
  filter: { role: UserType; status: OnboardingStatus },
): Promise<MemberReviewSummary[]> {
  let query = summaries(db).where('u.user_type', '=', filter.role).where('m.status', '=', filter.status)
  query =
    filter.status === 'PENDING'
      ? query.orderBy('m.submitted_at', 'asc').orderBy('u.id', 'asc')
      : query.orderBy('m.updated_at', 'desc').orderBy('u.id', 'desc')
  return (await query.execute()).map(toSummary)
}

/**
 * One network member's review summary; undefined for an unknown or erased account, or one that
 * never saved an onboarding step (no membership to review).
 */
export async function memberReviewSummary(
  db: Kysely<Database>,
  userId: number,
): Promise<MemberReviewSummary | undefined> {
  const row = await summaries(db).where('u.id', '=', userId).executeTakeFirst()
  return row ? toSummary(row) : undefined
}

/** The admins' decisions on a membership, oldest first, with the admin's name. */
export async function memberReviewHistory(db: Kysely<Database>, userId: number): Promise<LeadHistoryEntry[]> {
  const rows = await db
    .selectFrom('network_transitions as t')
    .leftJoin('users as a', 'a.id', 't.actor_user_id')
    .select([
      't.transition',
      't.from_state',
      't.to_state',
      't.actor_user_id',
      'a.first_name',
      'a.last_name',
      't.message',
      't.at',
    ])
    .where('t.process', '=', MEMBER_PROCESS)
    .where('t.entity_id', '=', String(userId))
    .orderBy('t.at')
    .orderBy('t.id')
    .execute()
  return rows.map((row) => ({
    transition: row.transition,
    from_state: row.from_state,
    to_state: row.to_state,
    by: row.actor_user_id === null ? 'system' : 'admin',
    by_name: row.actor_user_id === null ? null : `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    message: row.message,
    at: row.at.toISOString(),
  }))
}

function summaries(db: Kysely<Database>) {
  return (
    db
      .selectFrom('users as u')
      .innerJoin('network_members as m', 'm.user_id', 'u.id')
      // A consultant invited through IQStem: their sponsor (one per person, migration 0860).
      .leftJoin('iqstem_referrals as r', 'r.consultant_user_id', 'u.id')
      .leftJoin('users as s', 's.id', 'r.sponsor_user_id')
      .select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.user_type',
        'u.phone',
        'u.created_at',
        'm.status',
        'm.submitted_at',
        'm.review_reason',
        'r.sponsor_user_id',
        's.first_name as sponsor_first_name',
        's.last_name as sponsor_last_name',
      ])
      .where('u.deleted_at', 'is', null)
  )
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number]

function toSummary(row: SummaryRow): MemberReviewSummary {
  return {
    user_id: row.id,
    email: row.email,
    first_name: row.first_name || null,
    last_name: row.last_name || null,
    role: row.user_type,
    status: row.status,
    phone: row.phone,
    submitted_at: row.submitted_at?.toISOString() ?? null,
    registered_at: row.created_at.toISOString(),
    review_reason: row.review_reason,
    sponsor:
      row.sponsor_user_id === null
        ? null
        : {
            user_id: row.sponsor_user_id,
            name: `${row.sponsor_first_name ?? ''} ${row.sponsor_last_name ?? ''}`.trim(),
          },
  }
}
